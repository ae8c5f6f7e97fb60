import { STAFF_ORDER_TYPES } from '@horno/domain/checkout';
import { canChangeOrder } from '@horno/domain/order-states';
import { formatOrderNumber } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import {
  orderChangeInput,
  orderChangeTotals,
  type OrderChangeDraft,
} from '@horno/domain/order-changes';
import { ESTADO_PEDIDO_LABELS } from '@horno/domain/order-states';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Globe, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { Spinner } from '../../../../components/ui/spinner';
import { useCartStore } from '../../../../features/cart/store';
import { CheckoutCard } from '../../../../features/checkout/components/checkout-card';
import { DeliveryCard } from '../../../../features/checkout/components/delivery-card';
import { OrderSummaryCard } from '../../../../features/checkout/components/order-summary-card';
import { PaymentCard } from '../../../../features/checkout/components/payment-card';
import { BOARD_KEY, staffOrderKey } from '../../../../features/order-board/api/board-keys';
import { useStaffOrder } from '../../../../features/order-board/api/get-staff-order';
import { changeOrder, getOrderToChange } from '../../order-edit/api/change-order';
import { EditWhenCard } from '../../order-edit/components/edit-when-card';
import { endOrderEdit, startOrderEdit, useOrderEditStore } from '../../order-edit/edit-session';
import { useProducts } from '../../../../features/menu/api/get-products';
import { useSpecialProducts } from '../../../../features/menu/api/get-special-products';
import { TablePicker } from '../../../../features/tables/components/table-picker';
import { priceCartLines } from '../../../../features/checkout/cart-line-view';
import { ApiError } from '../../../../lib/api-client';
import { isStaleRecord } from '../../../../lib/record-version';
import { notify } from '../../../../lib/toast';
import { useFocusFirstInvalid } from '../../../../lib/use-focus-first-invalid';
import { CheckoutAddressSearch } from '../../../ordering/checkout-address-search';
import { CheckoutLayout } from '../../../ordering/checkout-layout';
import { useCheckoutWhen } from '../../../ordering/use-checkout-when';
import { SelectedProductsCard } from '../../../ordering/selected-products-card';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useRouteId } from '../../hooks/use-route-id';

/**
 * /pedidos/:id/modificar: a placed order changed by staff until the kitchen has it ready (issue
 * 31). Its lines are in the cart (edit-session.ts); products are added from the staff menu. The
 * server prices it again: what was sold keeps its price, what is new costs today's.
 */
export default function OrderEditPage() {
  const id = useRouteId() ?? 0;
  const number = formatOrderNumber(id);
  useAdminTitle(`Modificar pedido #${number}`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useOrderEditStore((s) => (s.session?.pedido === id ? s.session : null));
  const update = useOrderEditStore((s) => s.update);
  const lines = useCartStore((s) => s.lines);
  const order = useStaffOrder(id).data;
  const [loadError, setLoadError] = useState<unknown>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [shortPayment, setShortPayment] = useState<string | null>(null);
  const { ref: fieldsRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();

  // Leaving after a save or a discard: the change under way ends, and must not start again.
  const leaving = useRef(false);
  const leave = () => {
    leaving.current = true;
    endOrderEdit();
    navigate(`/pedidos/${id}/detalle`);
  };

  // Opened without a change under way (a link, another order's change): start one.
  const [starting, setStarting] = useState(0);
  useEffect(() => {
    if (session || id === 0 || leaving.current) return;
    let cancelled = false;
    getOrderToChange(id).then(
      ({ order: fresh, version }) => {
        if (cancelled) return;
        queryClient.setQueryData(staffOrderKey(id), fresh);
        if (canChangeOrder(fresh)) startOrderEdit(fresh, version);
      },
      (error: unknown) => !cancelled && setLoadError(error),
    );
    return () => {
      cancelled = true;
    };
  }, [session, id, queryClient, starting]);

  const products = useProducts(session?.sedeId ?? null);
  const specials = useSpecialProducts(session?.sedeId ?? null);
  const catalog = useMemo(
    () =>
      products.data && specials.data
        ? { productos: products.data, especiales: specials.data }
        : null,
    [products.data, specials.data],
  );

  // Another time, agreed with the customer: '¿Cuándo?' as at the staff checkout.
  const changingTime = Boolean(session?.cuando);
  const whenTipo = session && session.tipoPedido !== 'MESA' ? session.tipoPedido : null;
  const when = useCheckoutWhen({
    sedeId: session?.sedeId ?? null,
    tipo: changingTime ? whenTipo : null,
    viaje: whenTipo === 'DOMICILIO' ? (session?.address?.duracionMin ?? undefined) : undefined,
    branchOpen: true,
    staff: true,
    memory: { chosen: session?.cuando ?? null, remember: (cuando) => update({ cuando }) },
  });

  const save = useMutation({
    mutationFn: ({ draft }: { draft: OrderChangeDraft }) =>
      changeOrder(id, orderChangeInput(draft), session?.version ?? null),
    onSuccess: (changed) => {
      queryClient.setQueryData(staffOrderKey(id), changed);
      void queryClient.invalidateQueries({ queryKey: BOARD_KEY });
      notify.success(`Pedido #${number} modificado`);
      leave();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields?.diferencia_en_efectivo)
        setShortPayment(error.message);
      when.onOrderFailed(error);
    },
  });

  if (loadError) {
    return (
      <LoadError
        title="No se pudo cargar el pedido"
        error={loadError}
        onRetry={() => {
          setLoadError(null);
          setStarting((n) => n + 1);
        }}
      />
    );
  }
  if (order && !canChangeOrder(order)) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <PageHeader title={`Modificar pedido #${number}`} />
        <FormAlert
          message={`El pedido está ${order.activo ? ESTADO_PEDIDO_LABELS[order.estado].toLowerCase() : 'inactivo'}: solo se puede modificar hasta que esté preparado.`}
        />
        <Button variant="secondary" onClick={leave}>
          Volver al pedido
        </Button>
      </div>
    );
  }
  if (!session || !order) {
    return (
      <p role="status" className="flex items-center gap-2 text-ink-muted">
        <Spinner /> Cargando pedido...
      </p>
    );
  }

  const kept = session.lineas;
  const items = priceCartLines(lines, catalog).map((item) => {
    const sold = kept[item.line.uniqueId];
    return sold ? { ...item, unitPrice: sold.precio, available: true } : item;
  });
  const tipo = session.tipoPedido;
  const currentAddress =
    order.tipo_pedido === 'DOMICILIO' && order.direccion ? order.direccion : null;
  const address = session.address
    ? session.address
    : currentAddress && {
        direccion: currentAddress.direccion_entrega,
        costoDomicilio: order.costo_domicilio,
        duracionMin: null,
      };
  const totals = catalog
    ? orderChangeTotals({ lines, kept }, catalog, {
        domicilio: tipo === 'DOMICILIO' ? (address?.costoDomicilio ?? 0) : 0,
        cuponPorcentaje: order.cupon_aplicado?.porcentaje_descuento ?? null,
      })
    : null;
  const draft: OrderChangeDraft = {
    lines,
    kept,
    tipoPedido: tipo,
    address: session.address && {
      direccion: session.address.direccion,
      placeId: session.address.placeId,
    },
    currentAddress: currentAddress?.direccion_entrega ?? null,
    instrucciones: session.instrucciones,
    mesaId: session.mesa?.id ?? null,
    ...(order.metodo_pago === 'EFECTIVO' ? { pagaCon: session.pagaCon } : {}),
    ...(changingTime ? { programadoPara: when.programadoPara } : {}),
  };
  const missing =
    lines.length === 0
      ? 'El pedido no puede quedar sin productos. Para anularlo, cancélalo.'
      : tipo === 'MESA' && !session.mesa
        ? 'Elige la mesa del pedido.'
        : tipo === 'DOMICILIO' && !address
          ? 'Elige la dirección de entrega.'
          : changingTime && when.programar && !when.programadoPara
            ? 'Elige la hora del pedido.'
            : order.metodo_pago === 'EFECTIVO' &&
                session.pagaCon !== null &&
                totals &&
                session.pagaCon < totals.total
              ? 'El cliente paga con menos que el nuevo total: indica con cuánto paga.'
              : null;

  const submit = (diferenciaEnEfectivo = false) => {
    if (save.isPending) return;
    if (missing) {
      setShowErrors(true);
      focusFirstInvalid();
      return;
    }
    save.mutate({ draft: { ...draft, diferenciaEnEfectivo } });
  };

  const stale = isStaleRecord(save.error);
  const saveError =
    save.error &&
    !stale &&
    !(save.error instanceof ApiError && save.error.fields?.diferencia_en_efectivo)
      ? save.error.message
      : null;

  return (
    <>
      <PageHeader
        title={`Modificar pedido #${number}`}
        description="Lo que ya tenía conserva su precio; lo que agregues se cobra con los precios de hoy. La cocina ve el pedido marcado como modificado."
      />
      <div className="mb-5 space-y-3">
        {stale && (
          <div className="space-y-2">
            <FormAlert
              message={`${save.error?.message} Tus cambios de esta pantalla se descartarán.`}
            />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                save.reset();
                endOrderEdit();
              }}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Volver a cargar el pedido
            </Button>
          </div>
        )}
        {showErrors && missing ? <FormAlert message={missing} /> : null}
        {saveError ? <FormAlert message={saveError} /> : null}
      </div>
      <CheckoutLayout
        wide="xl"
        fieldsRef={fieldsRef}
        products={<SelectedProductsCard items={items} heading="h2" />}
        fields={
          <>
            <DeliveryCard
              staff
              types={STAFF_ORDER_TYPES}
              tipoPedido={tipo}
              onTipoPedidoChange={(tipoPedido) => update({ tipoPedido })}
              sede={order.sede}
              branchOpen
              address={address}
              renderAddressField={(field) => (
                <CheckoutAddressSearch
                  sedeId={session.sedeId}
                  onAddress={(chosen) => update({ address: chosen })}
                  {...field}
                />
              )}
              renderTableField={({ error }) => (
                <TablePicker
                  sedeId={session.sedeId}
                  value={session.mesa}
                  error={showErrors ? error : undefined}
                  onChange={(mesa) => update({ mesa: { ...mesa, sedeId: session.sedeId } })}
                />
              )}
              instrucciones={session.instrucciones}
              onInstruccionesChange={(instrucciones) => update({ instrucciones })}
              showErrors={showErrors}
            />
            {whenTipo && (
              <EditWhenCard
                order={order}
                tipoPedido={whenTipo}
                changing={changingTime}
                when={when}
                onChange={() =>
                  update({ cuando: { programar: true, inicio: order.programado_para } })
                }
                onKeep={() => update({ cuando: null })}
                showErrors={showErrors}
              />
            )}
            {order.metodo_pago === 'EN_LINEA' ? (
              <CheckoutCard title="Forma de pago" icon={Globe}>
                <p className="text-sm text-ink-muted">
                  Pagado en línea por {formatCOP(order.total_pedido - (order.saldo_pendiente ?? 0))}
                  . Si el nuevo total es mayor, la diferencia se cobra en efectivo al entregar.
                </p>
              </CheckoutCard>
            ) : (
              <PaymentCard
                staff
                metodos={[order.metodo_pago]}
                payment={{ metodo: order.metodo_pago, pagaCon: session.pagaCon }}
                onChange={(payment) => update({ pagaCon: payment.pagaCon })}
                total={totals?.total ?? null}
                tipoPedido={tipo}
                showErrors={showErrors}
              />
            )}
          </>
        }
        summary={
          <OrderSummaryCard
            totals={totals}
            tipoPedido={tipo}
            hasAddress={address !== null}
            cuponPorcentaje={order.cupon_aplicado?.porcentaje_descuento ?? null}
            submitting={save.isPending}
            onSubmit={() => submit()}
            submitLabel="Guardar cambios"
            pendingLabel="Guardando..."
            note={
              <div className="space-y-3">
                <p className="flex justify-between gap-4 text-sm text-ink-muted">
                  <span>Total anterior</span>
                  <span className="tabular-nums">{formatCOP(order.total_pedido)}</span>
                </p>
                <Button variant="ghost" size="sm" className="w-full" onClick={leave}>
                  Descartar cambios
                </Button>
              </div>
            }
          />
        }
      />
      <ConfirmDialog
        open={shortPayment !== null}
        onOpenChange={(open) => !open && setShortPayment(null)}
        title="El pago en línea no alcanza"
        description={shortPayment ?? ''}
        confirmLabel="Cobrar la diferencia en efectivo"
        pending={save.isPending}
        onConfirm={() => {
          setShortPayment(null);
          submit(true);
        }}
      />
    </>
  );
}
