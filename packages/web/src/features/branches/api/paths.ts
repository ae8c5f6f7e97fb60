// The branches' public reads (@horno/domain/menu-reads: the server embeds their answers in the
// customer pages' HTML, decision 036).
export { BRANCH_STATUS_PATH, BRANCHES_PATH } from '@horno/domain/menu-reads';
