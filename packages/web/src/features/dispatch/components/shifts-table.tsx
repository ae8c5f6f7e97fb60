import type { ShiftSummary } from '@horno/domain/deliveries';
import { formatCOP } from '@horno/domain/money';
import { Bike, Calculator, Eye } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { createDataTableColumns, DataTable } from '../../../components/ui/data-table';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/ui/row-actions';
import { Link } from '../../../lib/link';
import { settlementPath } from '../settlement-paths';
import { differenceLabel, shiftState, type ShiftState } from '../settlement-format';
import { ShiftSpan } from './shift-span';

const helper = createDataTableColumns<ShiftSummary>();

const STATE_TONES = {
  Liquidado: 'success',
  'En turno': 'primary',
  'Por liquidar': 'warning',
} as const satisfies Record<ShiftState, string>;

const count = (value: number) => <span className="tabular-nums">{value}</span>;

const columns = helper.columns([
  helper.accessor((s) => s.repartidor.nombre, {
    id: 'repartidor',
    header: 'Domiciliario',
    cell: (info) => <span className="font-bold break-words text-ink">{info.getValue()}</span>,
  }),
  helper.accessor('inicio', {
    header: 'Turno',
    // Long: it folds before what is due and the state.
    meta: { filter: false, priority: 'low' },
    cell: ({ row }) => <ShiftSpan inicio={row.original.inicio} fin={row.original.fin} />,
  }),
  helper.accessor('entregados', {
    header: 'Entregados',
    sortFn: 'number',
    meta: { className: 'text-right', priority: 'low', filter: false },
    cell: (info) => count(info.getValue()),
  }),
  helper.accessor('devueltos', {
    header: 'Devueltos',
    sortFn: 'number',
    meta: { className: 'text-right', priority: 'low', filter: false },
    cell: (info) => count(info.getValue()),
  }),
  helper.accessor('a_entregar', {
    header: 'A entregar',
    sortFn: 'number',
    meta: { className: 'text-right', filter: false },
    cell: (info) => (
      <span className="font-bold whitespace-nowrap text-ink tabular-nums">
        {formatCOP(info.getValue())}
      </span>
    ),
  }),
  helper.accessor((s) => shiftState(s), {
    id: 'estado',
    header: 'Estado',
    cell: ({ row }) => {
      const shift = row.original;
      const state = shiftState(shift);
      return (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge tone={STATE_TONES[state]}>{state}</Badge>
          {shift.diferencia !== null ? (
            <span className="text-xs font-bold whitespace-nowrap text-ink-muted tabular-nums">
              {differenceLabel(shift.diferencia)}
            </span>
          ) : null}
        </span>
      );
    },
  }),
  helper.display({
    id: 'acciones',
    header: () => <span className="sr-only">Acciones</span>,
    meta: { className: 'w-14 text-right', actions: true },
    cell: ({ row }) => {
      const shift = row.original;
      return (
        <RowActions label={`Acciones del turno de ${shift.repartidor.nombre}`}>
          <DropdownMenuItem asChild>
            <Link to={settlementPath(shift.id)}>
              {shift.liquidado ? (
                <Eye aria-hidden="true" className="size-4" />
              ) : (
                <Calculator aria-hidden="true" className="size-4" />
              )}
              {shift.liquidado ? 'Ver liquidación' : 'Liquidar turno'}
            </Link>
          </DropdownMenuItem>
        </RowActions>
      );
    },
  }),
]);

const searchText = (s: ShiftSummary) => `${s.repartidor.nombre} ${shiftState(s)}`;

/** A branch's rider shifts of the last week: what each must hand in, and whether it was settled. */
export function ShiftsTable({ shifts }: { shifts: readonly ShiftSummary[] }) {
  return (
    <DataTable
      data={shifts}
      columns={columns}
      label="Turnos de los domiciliarios"
      searchText={searchText}
      empty={
        <EmptyState
          icon={Bike}
          title="No hay turnos en los últimos 7 días"
          description="Cuando un domiciliario inicie su turno en Repartos aparecerá aquí; al terminar, liquida el efectivo que trae."
        />
      }
    />
  );
}
