// Kept apart from orders.ts (zod schemas) so that screens showing these texts, such as the
// menu's closed-branches modal, do not pull zod into the customer's bundle.

/** The customer-facing messages about placing an order, shared by the server and the web app. */
export const ORDER_MESSAGES = {
  incomplete: 'Por favor completa todos los campos requeridos antes de finalizar el pedido.',
  branchClosed: 'La sede seleccionada está cerrada en este momento',
  outsideArea:
    'Esta dirección se encuentra fuera de nuestra área de entrega para la sede seleccionada.',
  addressNotFound: 'No se encontró la dirección o está fuera del área de cobertura.',
  created: 'Pedido creado con éxito',
} as const;
