import type { Settlement } from '@horno/domain/deliveries';
import { Bike, Clock, Store, TriangleAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Fact } from '../../../components/ui/fact';
import { cn } from '../../../lib/cn';
import { DueAmount } from './due-amount';
import { SettlementClosing } from './settlement-closing';
import { SettlementForm } from './settlement-form';
import { SETTLEMENT_SECTIONS, SettlementOrders } from './settlement-orders';
import { ShiftSpan } from './shift-span';

// On paper the cards are plain blocks of the receipt.
const PAPER = 'print:border-0 print:p-0 print:shadow-none';

/**
 * A shift's settlement: who and when, the cash to hand in with the closing form (once settled,
 * the closing, ready to print), and the shift's orders by how they were paid. On a desktop the
 * orders sit beside the cash; on a tablet or a phone the cash comes first.
 */
export function SettlementView({ settlement }: { settlement: Settlement }) {
  const { turno, pendientes, cierre, a_entregar: due } = settlement;
  return (
    <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] print:flex print:flex-col print:items-stretch print:gap-6">
      <Card className={PAPER}>
        <dl className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-4">
          <Fact icon={Bike} label="Domiciliario">
            <span className="font-bold">{turno.repartidor.nombre}</span>
          </Fact>
          <Fact icon={Store} label="Sede">
            {turno.sede.nombre}
          </Fact>
          <Fact icon={Clock} label="Turno">
            <ShiftSpan inicio={turno.inicio} fin={turno.fin} />
          </Fact>
        </dl>
      </Card>

      <div className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 print:order-last">
        {cierre ? (
          <SettlementClosing due={due} cierre={cierre} />
        ) : pendientes > 0 ? (
          <Card className="space-y-4">
            <DueAmount
              amount={due}
              note="Lo cobrado en efectivo hasta ahora: aún hay paradas por cerrar."
            />
            <p role="status" className="flex items-start gap-2 text-sm text-ink">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
              <span>
                <strong>
                  {turno.repartidor.nombre} aún tiene{' '}
                  {pendientes === 1 ? '1 pedido' : `${pendientes} pedidos`} por entregar o devolver.
                </strong>{' '}
                Liquida el turno cuando cierre todas sus paradas.
              </span>
            </p>
          </Card>
        ) : (
          <SettlementForm settlement={settlement} />
        )}
      </div>

      <Card className={cn('space-y-6 lg:col-start-1', PAPER)}>
        {SETTLEMENT_SECTIONS.map(({ key, sum, ...section }) => (
          <SettlementOrders
            key={key}
            {...section}
            orders={settlement[key]}
            {...(sum ? { sum: sum(settlement[key]) } : {})}
          />
        ))}
      </Card>
    </div>
  );
}
