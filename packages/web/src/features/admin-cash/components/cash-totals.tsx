import type { CashShift } from '@horno/domain/cash';
import { formatCOP } from '@horno/domain/money';

/** What the system counted for the shift: each source of money and the cash expected. */
export function CashTotals({ shift }: { shift: CashShift }) {
  const t = shift.totales;
  const lines: { label: string; value: number; note?: string }[] = [
    { label: 'Base (efectivo inicial)', value: shift.base },
    {
      label: 'Pedidos en efectivo en caja',
      value: t.efectivo_pedidos,
      note: `${t.efectivo_cantidad} pedidos · cambio entregado ${formatCOP(t.cambio_entregado)}`,
    },
    {
      label: 'Liquidaciones de domiciliarios',
      value: t.liquidaciones,
      note: `${t.liquidaciones_cantidad} turnos liquidados`,
    },
  ];
  const apart: { label: string; value: number; note: string }[] = [
    { label: 'Datáfono', value: t.datafono, note: `${t.datafono_cantidad} pedidos` },
    { label: 'Pago en línea', value: t.en_linea, note: `${t.en_linea_cantidad} pedidos` },
  ];
  return (
    <div className="space-y-3">
      <table className="w-full text-sm">
        <caption className="sr-only">Efectivo del turno</caption>
        <tbody>
          {lines.map((l) => (
            <tr key={l.label} className="border-b border-line">
              <th scope="row" className="py-2 pr-2 text-left font-normal text-ink">
                {l.label}
                {l.note ? <span className="block text-xs text-ink-muted">{l.note}</span> : null}
              </th>
              <td className="py-2 text-right font-bold tabular-nums">{formatCOP(l.value)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-2 text-left font-extrabold text-ink">
              Efectivo esperado
            </th>
            <td className="py-2 text-right text-lg font-extrabold tabular-nums">
              {formatCOP(t.efectivo_esperado)}
            </td>
          </tr>
        </tbody>
      </table>
      <table className="w-full text-sm">
        <caption className="pb-1 text-left text-xs font-bold text-ink-muted uppercase">
          Fuera de la caja
        </caption>
        <tbody>
          {apart.map((l) => (
            <tr key={l.label} className="border-t border-line">
              <th scope="row" className="py-2 pr-2 text-left font-normal text-ink">
                {l.label}
                <span className="block text-xs text-ink-muted">{l.note}</span>
              </th>
              <td className="py-2 text-right font-bold tabular-nums">{formatCOP(l.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
