import { cashDifferenceLabel, type CashShift } from '@horno/domain/cash';
import { formatDateTimeShort } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import { Eye, Wallet } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { createDataTableColumns, DataTable } from '../../../components/ui/data-table';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/ui/row-actions';
import { Link } from '../../../lib/link';

export const cashShiftPath = (id: number) => `/caja/turnos/${id}`;

const helper = createDataTableColumns<CashShift>();
const money = (v: number | null) => (
  <span className="whitespace-nowrap tabular-nums">{v === null ? '—' : formatCOP(v)}</span>
);

const columns = helper.columns([
  helper.accessor('cerrado_en', {
    header: 'Cierre',
    meta: { filter: false },
    cell: ({ row }) => (
      <span className="font-bold text-ink">
        {row.original.cerrado_en ? formatDateTimeShort(row.original.cerrado_en) : '—'}
        <span className="block text-xs font-normal text-ink-muted">
          Abierto {formatDateTimeShort(row.original.abierto_en)}
        </span>
      </span>
    ),
  }),
  helper.accessor((s) => s.cerrado_por?.nombre ?? '', {
    id: 'cajero',
    header: 'Cerró',
    meta: { priority: 'low' },
  }),
  helper.accessor((s) => s.totales.efectivo_esperado, {
    id: 'esperado',
    header: 'Esperado',
    sortFn: 'number',
    meta: { className: 'text-right', filter: false, priority: 'low' },
    cell: (info) => money(info.getValue()),
  }),
  helper.accessor('efectivo_contado', {
    header: 'Contado',
    sortFn: 'number',
    meta: { className: 'text-right', filter: false, priority: 'low' },
    cell: (info) => money(info.getValue()),
  }),
  helper.accessor((s) => s.diferencia_corregida ?? 0, {
    id: 'diferencia',
    header: 'Diferencia',
    sortFn: 'number',
    meta: { filter: false },
    cell: ({ row }) => {
      const s = row.original;
      const d = s.diferencia_corregida ?? 0;
      return (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge tone={d === 0 ? 'success' : 'warning'}>{cashDifferenceLabel(d)}</Badge>
          {s.correcciones.length > 0 ? (
            <span className="text-xs text-ink-muted">
              {s.correcciones.length === 1
                ? '1 corrección'
                : `${s.correcciones.length} correcciones`}
              {' · al cerrar: '}
              {cashDifferenceLabel(s.diferencia ?? 0)}
            </span>
          ) : null}
        </span>
      );
    },
  }),
  helper.accessor('nota', { header: 'Nota', meta: { priority: 'low' } }),
  helper.display({
    id: 'acciones',
    header: () => <span className="sr-only">Acciones</span>,
    meta: { className: 'w-14 text-right', actions: true },
    cell: ({ row }) => (
      <RowActions label={`Acciones del cierre ${row.original.id}`}>
        <DropdownMenuItem asChild>
          <Link to={cashShiftPath(row.original.id)}>
            <Eye aria-hidden="true" className="size-4" />
            Ver cierre
          </Link>
        </DropdownMenuItem>
      </RowActions>
    ),
  }),
]);

/** The branch's closed cash shifts, newest first, each with its difference and corrections. */
export function CashHistory({ shifts }: { shifts: readonly CashShift[] }) {
  return (
    <DataTable
      data={shifts}
      columns={columns}
      label="Historial de cierres de caja"
      empty={
        <EmptyState
          icon={Wallet}
          title="Aún no hay cierres de caja"
          description="Al cerrar un turno, su cierre queda aquí con la diferencia y la nota."
        />
      }
    />
  );
}
