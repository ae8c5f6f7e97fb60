import type { CategoriaProducto } from '@horno/domain/catalog';
import type { Estacion } from '@horno/domain/kitchen';
import { ChefHat, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  createDataTableColumns,
  DataTable,
  type DataTableColumns,
} from '../../../components/ui/data-table';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/ui/row-actions';
import { refusalMessage } from '../../../lib/error-message';
import { Link } from '../../../lib/link';
import { notify } from '../../../lib/toast';
import { useDeleteStation } from '../api/delete-station';
import { stationsPath } from './station-paths';

/** A station with the names of the categories it takes (the expediter: none, it sees all). */
type StationRow = Estacion & { nombres: string[] };

const WHOLE_ORDERS = 'Pedidos completos';

const helper = createDataTableColumns<StationRow>();

const minutes = (value: number) => <span className="whitespace-nowrap">{value} min</span>;

const baseColumns = [
  helper.accessor('nombre', {
    header: 'Nombre',
    cell: (info) => <span className="font-bold break-words text-ink">{info.getValue()}</span>,
  }),
  helper.accessor((s) => (s.expedidor ? WHOLE_ORDERS : s.nombres.join(', ')), {
    id: 'categorias',
    header: 'Categorías',
    // One filter value per category: 'Combos' finds every station that makes them.
    meta: { filterValue: (s: StationRow) => (s.expedidor ? [WHOLE_ORDERS] : s.nombres) },
    cell: ({ row }) =>
      row.original.expedidor ? (
        <span className="text-ink-muted">{WHOLE_ORDERS}</span>
      ) : (
        <span className="flex flex-wrap gap-1">
          {row.original.nombres.map((nombre) => (
            <Badge key={nombre}>{nombre}</Badge>
          ))}
        </span>
      ),
  }),
  helper.accessor('expedidor', {
    header: 'Despacho',
    cell: (info) =>
      info.getValue() ? <Badge tone="success">Sí</Badge> : <Badge tone="neutral">No</Badge>,
  }),
  helper.accessor('minutos_ambar', {
    header: 'Ámbar',
    sortFn: 'number',
    meta: { className: 'text-right tabular-nums' },
    cell: (info) => minutes(info.getValue()),
  }),
  helper.accessor('minutos_rojo', {
    header: 'Rojo',
    sortFn: 'number',
    meta: { className: 'text-right tabular-nums' },
    cell: (info) => minutes(info.getValue()),
  }),
];

const actionsColumn = (onRemove: (station: StationRow) => void) =>
  helper.display({
    id: 'acciones',
    header: () => <span className="sr-only">Acciones</span>,
    meta: { className: 'w-14 text-right', actions: true },
    cell: ({ row }) => {
      const station = row.original;
      return (
        <RowActions label={`Acciones de ${station.nombre}`}>
          <DropdownMenuItem asChild>
            <Link to={`${stationsPath(station.sede)}/${station.id}/modificar`}>
              <Pencil aria-hidden="true" className="size-4" />
              Modificar
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => onRemove(station)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Eliminar
          </DropdownMenuItem>
        </RowActions>
      );
    },
  });

const searchText = (s: StationRow) => [s.nombre, ...s.nombres].join(' ');

/** What removing `station` leaves without a station of its own (the expediter still sees it). */
function orphanedBy(station: StationRow, rows: readonly StationRow[]): string[] {
  const others = rows.filter((s) => s.id !== station.id && !s.expedidor);
  return station.expedidor
    ? []
    : station.nombres.filter((nombre) => !others.some((s) => s.nombres.includes(nombre)));
}

interface StationsTableProps {
  sedeId: number;
  estaciones: readonly Estacion[];
  categorias: readonly Pick<CategoriaProducto, 'id' | 'nombre'>[];
}

/** A branch's kitchen stations in their order: what each makes and when its tickets turn. */
export function StationsTable({ sedeId, estaciones, categorias }: StationsTableProps) {
  const [removing, setRemoving] = useState<StationRow | null>(null);
  const remove = useDeleteStation();
  const rows: StationRow[] = useMemo(() => {
    const names = new Map(categorias.map((c) => [c.id, c.nombre]));
    return estaciones.map((s) => ({
      ...s,
      nombres: s.categorias.flatMap((id) => names.get(id) ?? []),
    }));
  }, [estaciones, categorias]);
  const columns: DataTableColumns<StationRow> = useMemo(
    () => helper.columns([...baseColumns, actionsColumn(setRemoving)]),
    [],
  );
  const orphaned = removing ? orphanedBy(removing, rows) : [];
  const expediter = rows.some((s) => s.expedidor && s.id !== removing?.id);

  const confirm = () => {
    if (!removing) return;
    const { id, nombre } = removing;
    remove.mutate(id, {
      onSuccess: () => notify.success(`Estación ${nombre} eliminada`),
      onError: (error) =>
        notify.error(
          refusalMessage(`No se pudo eliminar la estación ${nombre}. Inténtalo de nuevo.`, error),
          { duration: 8000 },
        ),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <>
      <DataTable
        data={rows}
        columns={columns}
        label="Estaciones de cocina"
        searchText={searchText}
        empty={
          <EmptyState
            icon={ChefHat}
            title="Esta sede todavía no tiene estaciones"
            description="Crea una por cada puesto de la cocina (pizzas, bebidas, despacho) y elige las categorías que prepara: cada una verá sus tickets en su pantalla."
            action={
              <Link to={`${stationsPath(sedeId)}/agregar`} className={buttonClass({ size: 'sm' })}>
                Agregar estación
              </Link>
            }
          />
        }
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `¿Eliminar la estación «${removing.nombre}»?` : ''}
        description={
          <ul className="list-disc space-y-1.5 pl-5">
            <li>Su pantalla deja de recibir tickets.</li>
            {orphaned.length > 0 ? (
              <li>
                Ninguna otra estación prepara {orphaned.join(', ')}:{' '}
                {expediter
                  ? 'sus productos solo se verán en el despacho.'
                  : 'sus productos no se verán en ninguna pantalla de la cocina.'}
              </li>
            ) : null}
            <li>Los tiempos de cocina de los pedidos anteriores se conservan.</li>
          </ul>
        }
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
