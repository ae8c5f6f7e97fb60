import { STAFF_ORDER_TYPES, type CheckoutPayment, staffOrderInput } from '@horno/domain/checkout';
import { type StaffCheckoutProblem, staffCheckoutProblems } from '@horno/domain/checkout-problems';
import type { TipoPedido } from '@horno/domain/order-states';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import type { CreatedOrder } from '@horno/domain/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useAuthStore } from '../../../../features/auth/store';
import { useCartStore } from '../../../../features/cart/store';
import { DeliveryCard } from '../../../../features/checkout/components/delivery-card';
import { PaymentCard, paymentProblem } from '../../../../features/checkout/components/payment-card';
import { OrderSummaryCard } from '../../../../features/checkout/components/order-summary-card';
import { StaffCustomerCard } from '../../../../features/checkout/components/staff-customer-card';
import { WhenCard } from '../../../../features/checkout/components/when-card';
import {
  INCOMPLETE_TOAST,
  usePlaceOrder,
} from '../../../../features/checkout/hooks/use-place-order';
import { useDeliveryStore } from '../../../../features/delivery/store';
import { orderEditPath } from '../../../../features/order-board/board-orders';
import { useOrderEditStore } from '../../order-edit/edit-session';
import { BOARD_KEY } from '../../../../features/order-board/api/board-keys';
import { TablePicker } from '../../../../features/tables/components/table-picker';
import { notify } from '../../../../lib/toast';
import { useFocusFirstInvalid } from '../../../../lib/use-focus-first-invalid';
import { CheckoutAddressSearch } from '../../../ordering/checkout-address-search';
import { CheckoutLayout } from '../../../ordering/checkout-layout';
import { EmptiedCheckout, SelectedProductsCard } from '../../../ordering/selected-products-card';
import { useCheckoutCart } from '../../../ordering/use-checkout-cart';
import { useCheckoutWhen } from '../../../ordering/use-checkout-when';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useStaffBranchId } from './staff-ordering';

const CUSTOMER_ERRORS: Partial<Record<StaffCheckoutProblem, string>> = {
  customerName: 'Escribe el nombre del cliente.',
  customerPhone: 'Escribe un celular o un fijo de 10 dígitos.',
};

/** /pedidos/finalizar-pedido in the back office: a staff-mode order, accepted on creation. */
export default function StaffCheckoutPage() {
  useAdminTitle('Finalizar pedido');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placed = useRef(false);

  const sedeId = useStaffBranchId();
  const editing = useOrderEditStore((s) => s.session?.pedido);
  const sede = useAuthStore((s) => s.profile?.sedes.find((b) => b.id === sedeId) ?? null);
  const storedType = useDeliveryStore((s) => s.tipoPedido);
  const storedAddress = useDeliveryStore((s) => s.address);
  const storedMesa = useDeliveryStore((s) => s.mesa);
  const instrucciones = useDeliveryStore((s) => s.instrucciones);
  const customer = useDeliveryStore((s) => s.cliente);
  const { setTipoPedido, setInstrucciones, setMesa, setCliente } = useDeliveryStore.getState();
  const tipoPedido: TipoPedido = storedType;
  const address = storedAddress?.sedeId === sedeId ? storedAddress : null;
  // A table remembered from another branch is not one of this branch's.
  const mesa = storedMesa?.sedeId === sedeId ? storedMesa : null;
  // A phone order for tonight: '¿Cuándo?' for a delivery or a pick-up (a table's is now).
  const whenTipo = tipoPedido === 'MESA' ? null : tipoPedido;
  const when = useCheckoutWhen({
    sedeId,
    tipo: whenTipo,
    viaje: tipoPedido === 'DOMICILIO' ? address?.duracionMin : undefined,
    branchOpen: true,
    staff: true,
  });
  const [showErrors, setShowErrors] = useState(false);
  const [payment, setPayment] = useState<CheckoutPayment>({ metodo: 'EFECTIVO', pagaCon: null });
  const { ref: fieldsRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();

  const { lines, items, totals } = useCheckoutCart(sedeId, {
    domicilio: tipoPedido === 'DOMICILIO' ? (address?.costoDomicilio ?? 0) : 0,
    cuponPorcentaje: null,
  });

  useEffect(() => {
    if (lines.length === 0 && !placed.current && editing === undefined)
      navigate('/menu', { replace: true });
  }, [lines.length, navigate, editing]);

  const onPlaced = useCallback(
    (order: CreatedOrder) => {
      placed.current = true;
      navigate(`/pedidos/${order.id}/detalle`);
      useCartStore.getState().clear();
      useDeliveryStore.getState().reset();
      void queryClient.invalidateQueries({ queryKey: BOARD_KEY });
    },
    [navigate, queryClient],
  );
  const { submitting, place } = usePlaceOrder({ onPlaced, onFailed: when.onOrderFailed });

  const problems = staffCheckoutProblems({
    submitting: false,
    lineCount: lines.length,
    sedeId,
    tipoPedido,
    mesaId: mesa?.id ?? null,
    hasAddress: address !== null,
    customer,
    programar: when.programar,
    programadoPara: when.programadoPara,
  });
  const customerErrors = showErrors
    ? {
        nombre: problems.includes('customerName') ? CUSTOMER_ERRORS.customerName : undefined,
        numero: problems.includes('customerPhone') ? CUSTOMER_ERRORS.customerPhone : undefined,
      }
    : {};

  const submit = () => {
    if (submitting) return;
    const payProblem = paymentProblem(payment, totals?.total ?? null);
    if (problems.length > 0 || payProblem) {
      notify.error(problems.length === 0 && payProblem ? payProblem : ORDER_MESSAGES.incomplete, {
        id: INCOMPLETE_TOAST,
      });
      setShowErrors(true);
      focusFirstInvalid();
      return;
    }
    void place(
      staffOrderInput({
        lines,
        sedeId,
        tipoPedido,
        mesaId: mesa?.id ?? null,
        address,
        instrucciones,
        customer,
        payment,
        programadoPara: when.programadoPara,
      }),
    );
  };

  // The cart holds an order being changed: its page, not a new order's checkout.
  if (editing !== undefined) return <Navigate to={orderEditPath(editing)} replace />;
  if (lines.length === 0) return <EmptiedCheckout placed={placed.current} />;

  return (
    <>
      <PageHeader
        title="Finalizar pedido"
        description={
          <span>
            Pedido de <strong className="text-ink">{sede?.nombre ?? 'tu sede'}</strong>, registrado
            por el personal: entra al tablero como Aceptado.
          </span>
        }
      />
      <CheckoutLayout
        wide="xl"
        fieldsRef={fieldsRef}
        products={<SelectedProductsCard items={items} heading="h2" />}
        fields={
          <>
            <DeliveryCard
              staff
              types={STAFF_ORDER_TYPES}
              tipoPedido={tipoPedido}
              onTipoPedidoChange={setTipoPedido}
              sede={sede}
              branchOpen
              address={address}
              renderAddressField={(field) => <CheckoutAddressSearch sedeId={sedeId} {...field} />}
              renderTableField={({ error }) => (
                <TablePicker
                  sedeId={sedeId}
                  value={mesa}
                  error={error}
                  onChange={(chosen) => setMesa({ ...chosen, sedeId })}
                />
              )}
              instrucciones={instrucciones}
              onInstruccionesChange={setInstrucciones}
              showErrors={showErrors}
            />
            {whenTipo && (
              <WhenCard
                {...when.card}
                staff
                tipoPedido={whenTipo}
                showErrors={showErrors}
                sede={sede}
              />
            )}
            <StaffCustomerCard
              tipoPedido={tipoPedido}
              customer={customer}
              onChange={setCliente}
              errors={customerErrors}
            />
            <PaymentCard
              staff
              payment={payment}
              onChange={setPayment}
              total={totals?.total ?? null}
              tipoPedido={tipoPedido}
              showErrors={showErrors}
            />
          </>
        }
        summary={
          <OrderSummaryCard
            totals={totals}
            tipoPedido={tipoPedido}
            hasAddress={address !== null}
            cuponPorcentaje={null}
            submitting={submitting}
            onSubmit={submit}
          />
        }
      />
    </>
  );
}
