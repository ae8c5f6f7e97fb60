// In a module that imports nothing: the app's entry asks for it as the checkout starts
// (apps/customer/early-data.ts, decision 020).

/** The payment methods the checkout offers. */
export const PAYMENT_METHODS_PATH = '/api/pagos/metodos/';
