import {
  CHECKOUT_ORDER_TYPES,
  type CheckoutOrderType,
  type CheckoutPayment,
  checkoutOrderInput,
} from '@horno/domain/checkout';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import type { CreatedOrder } from '@horno/domain/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyAuthModal } from '../../../features/auth/components/lazy-auth-modal';
import { useAuthStore } from '../../../features/auth/store';
import { useBranchStatus } from '../../../features/branches/api/get-branch-status';
import { isBranchOpen, pausedMessage } from '../../../features/branches/branch-status';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { useCartStore } from '../../../features/cart/store';
import { useUserCoupons } from '../../../features/checkout/api/get-user-coupons';
import { ContactCard } from '../../../features/checkout/components/contact-card';
import { CouponCard } from '../../../features/checkout/components/coupon-card';
import { DeliveryCard } from '../../../features/checkout/components/delivery-card';
import { OrderSummaryCard } from '../../../features/checkout/components/order-summary-card';
import { PaymentCard, paymentProblem } from '../../../features/checkout/components/payment-card';
import { WhenCard } from '../../../features/checkout/components/when-card';
import { payOnline, usePaymentMethods } from '../../../features/payments/api/online-payment';
import { useCouponChoice } from '../../../features/checkout/hooks/use-coupon-choice';
import { useGuestContactForm } from '../../../features/checkout/hooks/use-guest-contact-form';
import { INCOMPLETE_TOAST, usePlaceOrder } from '../../../features/checkout/hooks/use-place-order';
import { rememberGuest } from '../../../features/checkout/remembered-guest';
import { useDeliveryStore } from '../../../features/delivery/store';
import { rememberOrder } from '../../../features/orders/tracked-orders';
import { showOrder } from '../../../features/orders/hooks/use-order-detail';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { usePageTitle } from '../../../lib/business';
import { onFirstInteraction } from '../../../lib/on-first-interaction';
import { CheckoutAddressSearch } from '../../ordering/checkout-address-search';
import { CheckoutLayout } from '../../ordering/checkout-layout';
import { EmptiedCheckout, SelectedProductsCard } from '../../ordering/selected-products-card';
import { useCheckoutCart } from '../../ordering/use-checkout-cart';
import { useCheckoutWhen } from '../../ordering/use-checkout-when';

// What blocks a submit is judged with the order's zod schemas: fetched at the customer's first
// tap or key, awaited by the submit (decision 020).
const loadCheckoutProblems = () => import('@horno/domain/checkout-problems');

/** /pedidos/finalizar-pedido: the cart's lines, delivery, contact, coupon, totals and submit. */
export default function CheckoutPage() {
  usePageTitle('Finalizar pedido');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placed = useRef(false);

  const storedType = useDeliveryStore((s) => s.tipoPedido);
  const storedAddress = useDeliveryStore((s) => s.address);
  const instrucciones = useDeliveryStore((s) => s.instrucciones);
  const { setTipoPedido, setInstrucciones } = useDeliveryStore.getState();
  const tipoPedido: CheckoutOrderType = storedType === 'RECOGER' ? 'RECOGER' : 'DOMICILIO';

  const { sedeId, branch } = useChosenBranch();
  const status = useBranchStatus();
  const branchOpen = sedeId === null || isBranchOpen(status.data, sedeId);
  // 'Pausar pedidos en línea': the branch is open but takes no online orders (the server agrees).
  const paused = pausedMessage(status.data, sedeId);
  const address = storedAddress?.sedeId === sedeId ? storedAddress : null;
  const when = useCheckoutWhen({
    sedeId,
    tipo: tipoPedido,
    viaje: tipoPedido === 'DOMICILIO' ? address?.duracionMin : undefined,
    branchOpen,
  });

  const profile = useAuthStore((s) => (s.isAuth ? s.profile : null));
  const userId = profile?.id ?? null;
  const coupon = useCouponChoice(useUserCoupons(userId).data);
  const guestForm = useGuestContactForm();
  const [authOpen, setAuthOpen] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [payment, setPayment] = useState<CheckoutPayment>({ metodo: 'EFECTIVO', pagaCon: null });
  const metodos = usePaymentMethods();
  const { ref: fieldsRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();

  const cuponPorcentaje = coupon.applied?.porcentaje_descuento ?? null;
  const { lines, items, totals } = useCheckoutCart(sedeId, {
    domicilio: tipoPedido === 'DOMICILIO' ? (address?.costoDomicilio ?? 0) : 0,
    cuponPorcentaje,
  });

  useEffect(() => {
    if (lines.length === 0 && !placed.current) navigate('/menu', { replace: true });
  }, [lines.length, navigate]);

  // The detail page is where a placed order goes next: fetch it ahead once the customer starts
  // on the form, not while the checkout's own first screen loads.
  useEffect(() => onFirstInteraction(() => void import('./order-detail-page')), []);
  // The submit's rules (and zod) too; the submit says so if they could not be fetched.
  useEffect(() => onFirstInteraction(() => void loadCheckoutProblems().catch(() => undefined)), []);

  const onPlaced = useCallback(
    (order: CreatedOrder) => {
      placed.current = true;
      rememberOrder({ id: order.id, token: order.token });
      if (order.invitado) rememberGuest(order.invitado);
      showOrder(queryClient, order);
      navigate(`/pedidos/${order.id}/detalle`);
      // Paid online: on to Wompi's checkout; Back from there lands on the order's page, which
      // offers to pay again if this fails.
      if (order.metodo_pago === 'EN_LINEA') {
        payOnline(order.token).catch((error: unknown) =>
          notify.error(failureMessage('No pudimos abrir el pago en línea', error)),
        );
      }
      useCartStore.getState().clear();
      useDeliveryStore.getState().setInstrucciones('');
      useDeliveryStore.getState().setCuando(null);
      void queryClient.invalidateQueries({ queryKey: ['active-order'] });
      void queryClient.invalidateQueries({ queryKey: ['user-coupons'] });
    },
    [navigate, queryClient],
  );
  const { onOrderFailed } = when;
  const onFailed = useCallback(
    (error: unknown) => {
      // A closed branch, a used coupon or a taken slot shows up at once on the page.
      void queryClient.invalidateQueries({ queryKey: ['branch-status'] });
      void queryClient.invalidateQueries({ queryKey: ['user-coupons'] });
      onOrderFailed(error);
    },
    [queryClient, onOrderFailed],
  );
  const { submitting, place } = usePlaceOrder({ onPlaced, onFailed });
  // While the submit's rules are on their way (a signed-in customer's first tap may be this one):
  // the button says so, and a second tap meanwhile does nothing.
  const [checking, setChecking] = useState(false);

  const submit = async () => {
    if (paused) {
      notify.error(paused, { id: INCOMPLETE_TOAST });
      return;
    }
    if (checking) return;
    setChecking(true);
    const rules = await loadCheckoutProblems()
      .catch(() => null)
      .finally(() => setChecking(false));
    if (!rules) {
      notify.error('No pudimos revisar tu pedido. Revisa tu conexión e inténtalo de nuevo.', {
        id: INCOMPLETE_TOAST,
      });
      return;
    }
    const guest = guestForm.getValues();
    const problems = rules.checkoutProblems({
      submitting,
      lineCount: lines.length,
      sedeId,
      branchOpen,
      tipoPedido,
      hasAddress: address !== null,
      userId,
      guest,
      programar: when.programar,
      programadoPara: when.programadoPara,
    });
    const payProblem = paymentProblem(payment, totals?.total ?? null);
    if (problems.length > 0 || sedeId === null || payProblem) {
      notify.error(problems.length === 0 && payProblem ? payProblem : ORDER_MESSAGES.incomplete, {
        id: INCOMPLETE_TOAST,
      });
      setShowErrors(true);
      const guestMissing = problems.includes('guestName') || problems.includes('guestPhone');
      // The guest's messages are there once the form has validated.
      void (guestMissing ? guestForm.trigger() : Promise.resolve(true)).then(focusFirstInvalid);
      return;
    }
    void place(
      checkoutOrderInput({
        lines,
        sedeId,
        tipoPedido,
        address,
        instrucciones,
        userId,
        guest,
        codigoCupon: coupon.applied?.codigo ?? null,
        payment,
        programadoPara: when.programadoPara,
      }),
    );
  };

  if (lines.length === 0) return <EmptiedCheckout placed={placed.current} />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-5 sm:px-6 sm:py-8">
      <CheckoutLayout
        wide="lg"
        fieldsRef={fieldsRef}
        products={<SelectedProductsCard items={items} heading="h1" />}
        fields={
          <>
            {paused && (
              <p
                role="alert"
                className="rounded-2xl bg-warning-soft px-4 py-3 text-sm font-bold text-warning"
              >
                {paused}
              </p>
            )}
            <DeliveryCard
              types={CHECKOUT_ORDER_TYPES}
              tipoPedido={tipoPedido}
              onTipoPedidoChange={setTipoPedido}
              sede={branch}
              // A closed branch that schedules takes the order for later: its address too.
              branchOpen={branchOpen || when.choice.programar}
              address={address}
              renderAddressField={(field) => <CheckoutAddressSearch sedeId={sedeId} {...field} />}
              instrucciones={instrucciones}
              onInstruccionesChange={setInstrucciones}
              showErrors={showErrors}
            />
            <WhenCard
              {...when.card}
              tipoPedido={tipoPedido}
              showErrors={showErrors}
              sede={branch}
            />
            <ContactCard
              customer={profile}
              guestForm={guestForm}
              onSignIn={() => setAuthOpen(true)}
            />
            <CouponCard choice={coupon} />
            <PaymentCard
              payment={payment}
              onChange={setPayment}
              total={totals?.total ?? null}
              tipoPedido={tipoPedido}
              showErrors={showErrors}
              metodos={metodos}
            />
          </>
        }
        summary={
          <OrderSummaryCard
            totals={totals}
            tipoPedido={tipoPedido}
            hasAddress={address !== null}
            cuponPorcentaje={cuponPorcentaje}
            submitting={submitting || checking}
            onSubmit={() => void submit()}
          />
        }
      />
      <LazyAuthModal open={authOpen} onOpenChange={setAuthOpen} />
    </div>
  );
}
