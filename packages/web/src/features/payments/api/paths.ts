// The address is shared with the server, which sends its answer in the checkout's HTML (decision 036).
export { PAYMENT_METHODS_PATH } from '@horno/domain/menu-reads';
