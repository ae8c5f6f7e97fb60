import { formatCOP } from '@horno/domain/money';
import {
  type AdditionRow,
  formatShare,
  PRODUCT_KIND_LABELS,
  type ProductRow,
  type ProductsReport,
} from '@horno/domain/reports';
import { Pizza } from 'lucide-react';
import { createDataTableColumns, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChangeTag } from './change-tag';

type MixRow = Omit<ProductRow, 'id'> & { id: string; productoId: number };
type AdditionTableRow = AdditionRow & { id: number };

const helper = createDataTableColumns<MixRow>();
const money = (value: number) => (
  <span className="font-bold whitespace-nowrap text-ink tabular-nums">{formatCOP(value)}</span>
);

const baseColumns = [
  helper.accessor('nombre', {
    header: 'Producto',
    cell: (info) => <span className="font-bold break-words text-ink">{info.getValue()}</span>,
  }),
  helper.accessor((p) => PRODUCT_KIND_LABELS[p.tipo], {
    id: 'tipo',
    header: 'Tipo',
    meta: { priority: 'low' },
  }),
  helper.accessor('categoria', { header: 'Categoría', meta: { priority: 'low' } }),
  helper.accessor('cantidad', {
    header: 'Cantidad',
    sortFn: 'number',
    meta: { className: 'text-right', filter: false },
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
  }),
  helper.accessor('ventas', {
    header: 'Ventas',
    sortFn: 'number',
    meta: { className: 'text-right', filter: false },
    cell: (info) => money(info.getValue()),
  }),
  helper.accessor('participacion', {
    header: 'Participación',
    sortFn: 'number',
    meta: { className: 'text-right', filter: false, priority: 'low' },
    cell: (info) => <span className="tabular-nums">{formatShare(info.getValue())}</span>,
  }),
];

const columnsWithChange = helper.columns([
  ...baseColumns,
  helper.accessor((p) => p.ventas - (p.ventas_anterior ?? 0), {
    id: 'cambio',
    header: 'Cambio',
    sortFn: 'number',
    meta: { className: 'text-right', filter: false },
    cell: ({ row }) => (
      <ChangeTag current={row.original.ventas} previous={row.original.ventas_anterior} />
    ),
  }),
]);
const columnsAlone = helper.columns(baseColumns);

const additionHelper = createDataTableColumns<AdditionTableRow>();
const additionColumns = additionHelper.columns([
  additionHelper.accessor('nombre', { header: 'Adición' }),
  additionHelper.accessor('cantidad', {
    header: 'Cantidad',
    sortFn: 'number',
    meta: { className: 'text-right', filter: false },
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
  }),
  additionHelper.accessor('ventas', {
    header: 'Ventas',
    sortFn: 'number',
    meta: { className: 'text-right', filter: false },
    cell: (info) => money(info.getValue()),
  }),
]);

const mixSearch = (p: MixRow) => `${p.nombre} ${p.categoria} ${PRODUCT_KIND_LABELS[p.tipo]}`;

/** The product mix (sortable), best and worst sellers, and the additions sold. */
export function ProductMix({ report }: { report: ProductsReport }) {
  const rows: MixRow[] = report.productos.map((p) => ({ ...p, id: p.clave, productoId: p.id }));
  const name = (clave: string) => report.productos.find((p) => p.clave === clave)?.nombre ?? '';
  return (
    <div className="space-y-5">
      {report.productos.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <NamedList title="Más vendidos" names={report.mas_vendidos.map(name)} />
          <NamedList title="Menos vendidos" names={report.menos_vendidos.map(name)} />
        </div>
      ) : null}
      <DataTable
        data={rows}
        columns={report.comparacion ? columnsWithChange : columnsAlone}
        label="Mezcla de productos"
        searchText={mixSearch}
        initialPageSize={20}
        empty={
          <EmptyState
            icon={Pizza}
            title="No hubo ventas en este periodo"
            description="Elige otro periodo u otra sede para ver qué se vendió."
          />
        }
      />
      <div className="space-y-2">
        <h3 className="font-bold text-ink">Adiciones vendidas</h3>
        <DataTable
          data={report.adiciones}
          columns={additionColumns}
          label="Adiciones vendidas"
          initialPageSize={10}
          empty={
            <EmptyState
              icon={Pizza}
              title="No se vendieron adiciones"
              description="Las adiciones que pidan los clientes a sus productos aparecerán aquí."
            />
          }
        />
      </div>
    </div>
  );
}

function NamedList({ title, names }: { title: string; names: string[] }) {
  return (
    <div className="rounded-xl border border-line bg-page/40 p-3">
      <h3 className="text-sm font-bold text-ink">{title}</h3>
      <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm text-ink">
        {names.map((n, i) => (
          <li key={`${n}-${i}`}>{n}</li>
        ))}
      </ol>
    </div>
  );
}
