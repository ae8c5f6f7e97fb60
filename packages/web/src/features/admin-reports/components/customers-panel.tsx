import { formatCOP } from '@horno/domain/money';
import {
  COUPON_ORIGIN_LABELS,
  type CustomerRow,
  type CustomersReport,
  type CustomersTotals,
} from '@horno/domain/reports';
import { Users } from 'lucide-react';
import { createDataTableColumns, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChangeTag } from './change-tag';

type TopRow = CustomerRow & { id: string };
const helper = createDataTableColumns<TopRow>();
const columns = helper.columns([
  helper.accessor('nombre', {
    header: 'Cliente',
    cell: (info) => <span className="font-bold break-words text-ink">{info.getValue()}</span>,
  }),
  helper.accessor('telefono', { header: 'Teléfono', meta: { priority: 'low' } }),
  helper.accessor((c) => (c.registrado ? 'Registrado' : 'Invitado'), {
    id: 'tipo',
    header: 'Cuenta',
    meta: { priority: 'low' },
  }),
  helper.accessor('pedidos', {
    header: 'Pedidos',
    sortFn: 'number',
    meta: { className: 'text-right', filter: false },
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
  }),
  helper.accessor('total', {
    header: 'Total',
    sortFn: 'number',
    meta: { className: 'text-right', filter: false },
    cell: (info) => (
      <span className="font-bold whitespace-nowrap tabular-nums">{formatCOP(info.getValue())}</span>
    ),
  }),
]);

const FIGURES: ReadonlyArray<{ key: keyof CustomersTotals; label: string; money?: boolean }> = [
  { key: 'clientes', label: 'Clientes' },
  { key: 'nuevos', label: 'Nuevos' },
  { key: 'recurrentes', label: 'Recurrentes' },
  { key: 'pedidos_con_cupon', label: 'Pedidos con cupón' },
  { key: 'descuento_cupones', label: 'Descuento en cupones', money: true },
  { key: 'pedidos_sin_cliente', label: 'Pedidos sin cliente' },
];

/** New and returning customers, the ones who order most, and coupon use. */
export function CustomersPanel({ report }: { report: CustomersReport }) {
  return (
    <div className="space-y-5">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Clientes">
        {FIGURES.map((f) => {
          const value = report.actual[f.key];
          return (
            <li key={f.key} className="rounded-xl border border-line bg-page/40 p-3">
              <p className="text-xs font-bold text-ink-muted">{f.label}</p>
              <p className="text-lg font-extrabold text-ink tabular-nums">
                {f.money ? formatCOP(value) : value}
              </p>
              {report.anterior ? (
                <ChangeTag current={value} previous={report.anterior[f.key]} />
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="space-y-2">
        <h3 className="font-bold text-ink">Los que más piden</h3>
        <DataTable
          data={report.top.map((c) => ({ ...c, id: c.clave }))}
          columns={columns}
          label="Los clientes que más piden"
          empty={
            <EmptyState
              icon={Users}
              title="Aún no hay clientes en este periodo"
              description="Los clientes registrados y los invitados (por su teléfono) aparecen al pedir."
            />
          }
        />
      </div>
      {report.cupones.length > 0 ? (
        <table className="w-full text-sm">
          <caption className="pb-2 text-left font-bold text-ink">Uso de cupones</caption>
          <thead className="text-xs text-ink-muted">
            <tr>
              <th scope="col" className="text-left">
                Cupón
              </th>
              <th scope="col" className="text-right">
                Pedidos
              </th>
              <th scope="col" className="text-right">
                Descuento
              </th>
            </tr>
          </thead>
          <tbody>
            {report.cupones.map((c) => (
              <tr key={c.origen} className="border-t border-line">
                <th scope="row" className="py-2 text-left font-bold">
                  {COUPON_ORIGIN_LABELS[c.origen] ?? c.origen}
                </th>
                <td className="py-2 text-right tabular-nums">{c.pedidos}</td>
                <td className="py-2 text-right tabular-nums">{formatCOP(c.descuento)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
