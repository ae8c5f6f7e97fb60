import { formatCOP } from '@horno/domain/money';
import type { ShareRow } from '@horno/domain/reports';
import { ChangeTag } from './change-tag';

/**
 * Rows that share a whole (order types, channels): orders, net sales with a bar of its share,
 * and the change against the comparison. A real table, so screen readers read it as it is.
 */
export function ShareTable({
  caption,
  rows,
  compared,
}: {
  caption: string;
  rows: readonly ShareRow[];
  compared: boolean;
}) {
  const total = rows.reduce((s, r) => s + r.ventas_netas, 0);
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left font-bold text-ink">{caption}</caption>
      <thead className="text-xs text-ink-muted">
        <tr>
          <th scope="col" className="py-1 text-left font-bold">
            <span className="sr-only">{caption}</span>
          </th>
          <th scope="col" className="py-1 text-right font-bold">
            Pedidos
          </th>
          <th scope="col" className="py-1 text-right font-bold">
            Ventas netas
          </th>
          {compared ? (
            <th scope="col" className="py-1 text-right font-bold">
              Cambio
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const share = total === 0 ? 0 : (r.ventas_netas / total) * 100;
          return (
            <tr key={r.clave} className="border-t border-line">
              <th scope="row" className="py-2 pr-2 text-left font-bold text-ink">
                {r.nombre}
                <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-surface-muted">
                  <span
                    className="block h-1.5 rounded-full bg-primary"
                    style={{ width: `${share}%` }}
                  />
                </span>
              </th>
              <td className="py-2 text-right tabular-nums">{r.pedidos}</td>
              <td className="py-2 text-right font-bold tabular-nums">
                {formatCOP(r.ventas_netas)}
              </td>
              {compared ? (
                <td className="py-2 text-right">
                  <ChangeTag current={r.ventas_netas} previous={r.ventas_netas_anterior} />
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
