import { cashDifferenceLabel, type CashShift } from '@horno/domain/cash';
import { formatDateTimeShort } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import { Card } from '../../../components/ui/card';
import { CashTotals } from './cash-totals';

/** The closing slip: the shift, what the system counted, what was counted, and corrections. */
export function CashSlip({ shift }: { shift: CashShift }) {
  return (
    <Card className="space-y-4">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-bold">Sede: </dt>
          <dd className="inline">{shift.sede.nombre}</dd>
        </div>
        <div>
          <dt className="inline font-bold">Abrió: </dt>
          <dd className="inline">
            {shift.abierto_por?.nombre ?? '—'}, {formatDateTimeShort(shift.abierto_en)}
          </dd>
        </div>
        {shift.cerrado_en ? (
          <div>
            <dt className="inline font-bold">Cerró: </dt>
            <dd className="inline">
              {shift.cerrado_por?.nombre ?? '—'}, {formatDateTimeShort(shift.cerrado_en)}
            </dd>
          </div>
        ) : null}
      </dl>
      <CashTotals shift={shift} />
      {shift.cerrado ? (
        <table className="w-full text-sm">
          <caption className="sr-only">Cierre</caption>
          <tbody>
            <tr className="border-t border-line">
              <th scope="row" className="py-2 text-left font-bold">
                Efectivo contado
              </th>
              <td className="py-2 text-right font-bold tabular-nums">
                {formatCOP(shift.efectivo_contado ?? 0)}
              </td>
            </tr>
            <tr className="border-t border-line">
              <th scope="row" className="py-2 text-left font-bold">
                Diferencia al cerrar
              </th>
              <td className="py-2 text-right font-extrabold tabular-nums">
                {cashDifferenceLabel(shift.diferencia ?? 0)}
              </td>
            </tr>
            {shift.nota ? (
              <tr className="border-t border-line">
                <th scope="row" className="py-2 text-left font-bold">
                  Nota
                </th>
                <td className="py-2 text-right">{shift.nota}</td>
              </tr>
            ) : null}
            {shift.correcciones.map((c) => (
              <tr key={c.id} className="border-t border-line">
                <th scope="row" className="py-2 text-left font-normal">
                  Corrección de {c.por?.nombre ?? '—'}, {formatDateTimeShort(c.creado_en)}
                  <span className="block text-xs text-ink-muted">{c.motivo}</span>
                </th>
                <td className="py-2 text-right tabular-nums">
                  {c.monto > 0 ? '+' : '−'}
                  {formatCOP(Math.abs(c.monto))}
                </td>
              </tr>
            ))}
            {shift.correcciones.length > 0 ? (
              <tr className="border-t border-line">
                <th scope="row" className="py-2 text-left font-extrabold">
                  Diferencia corregida
                </th>
                <td className="py-2 text-right font-extrabold tabular-nums">
                  {cashDifferenceLabel(shift.diferencia_corregida ?? 0)}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}
