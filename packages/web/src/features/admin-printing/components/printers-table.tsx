import type { Impresora, ImpresionSede } from '@horno/domain/printing';
import { Pencil, Printer, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
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
import { useRemovePrinter } from '../api/remove-printer';
import { printerFormPath } from './printing-paths';

/** The counter's printer or a station's, with what it prints. */
interface PrinterRow {
  id: string;
  sedeId: number;
  estacionId: number | null;
  nombre: string;
  /** 'Recibos' or 'Tickets de cocina'. */
  imprime: string;
  /** Whose, in a sentence ('la impresora …'): 'del mostrador', 'de la estación Pizzas'. */
  ofOwner: string;
  impresora: Impresora | null;
}

const COUNTER = 'Mostrador';
const NO_PRINTER = 'Sin impresora';

/** The rows of a branch's printing: the counter first, then its stations in their order. */
export function printerRows(sedeId: number, printing: ImpresionSede): PrinterRow[] {
  return [
    {
      id: 'mostrador',
      sedeId,
      estacionId: null,
      nombre: COUNTER,
      imprime: 'Recibos',
      ofOwner: 'del mostrador',
      impresora: printing.mostrador,
    },
    ...printing.estaciones.map((s) => ({
      id: `estacion-${s.id}`,
      sedeId,
      estacionId: s.id,
      nombre: s.nombre,
      imprime: 'Tickets de cocina',
      ofOwner: `de la estación ${s.nombre}`,
      impresora: s.impresora,
    })),
  ];
}

const helper = createDataTableColumns<PrinterRow>();

const address = (p: Impresora) => `${p.host}:${p.puerto}`;

const baseColumns = [
  helper.accessor('nombre', {
    header: 'Dónde',
    cell: (info) => <span className="font-bold break-words text-ink">{info.getValue()}</span>,
  }),
  helper.accessor('imprime', { header: 'Imprime' }),
  helper.accessor((row) => (row.impresora ? address(row.impresora) : NO_PRINTER), {
    id: 'direccion',
    header: 'Impresora',
    cell: ({ row }) =>
      row.original.impresora ? (
        <span className="font-mono text-sm break-all text-ink">
          {address(row.original.impresora)}
        </span>
      ) : (
        <span className="text-ink-muted">
          {row.original.estacionId === null
            ? 'Sin impresora: los recibos se imprimen en PDF'
            : 'Sin impresora: sus tickets solo se ven en la pantalla'}
        </span>
      ),
  }),
  helper.accessor((row) => (row.impresora ? `${row.impresora.ancho} mm` : '—'), {
    id: 'ancho',
    header: 'Papel',
    meta: { className: 'text-right tabular-nums' },
    cell: (info) =>
      info.row.original.impresora ? (
        <Badge>{info.getValue()}</Badge>
      ) : (
        <span className="text-ink-muted">{info.getValue()}</span>
      ),
  }),
];

const actionsColumn = (onRemove: (row: PrinterRow) => void) =>
  helper.display({
    id: 'acciones',
    header: () => <span className="sr-only">Acciones</span>,
    meta: { className: 'w-14 text-right', actions: true },
    cell: ({ row }) => {
      const printer = row.original;
      return (
        <RowActions label={`Acciones de ${printer.nombre}`}>
          <DropdownMenuItem asChild>
            <Link to={printerFormPath(printer.sedeId, printer.estacionId)}>
              <Pencil aria-hidden="true" className="size-4" />
              {printer.impresora ? 'Modificar impresora' : 'Configurar impresora'}
            </Link>
          </DropdownMenuItem>
          {printer.impresora ? (
            <DropdownMenuItem tone="danger" onSelect={() => onRemove(printer)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Quitar impresora
            </DropdownMenuItem>
          ) : null}
        </RowActions>
      );
    },
  });

const searchText = (row: PrinterRow) =>
  [row.nombre, row.imprime, row.impresora ? address(row.impresora) : NO_PRINTER].join(' ');

/** A branch's printers: the counter's (receipts) and each station's (its kitchen tickets). */
export function PrintersTable({ rows }: { rows: readonly PrinterRow[] }) {
  const [removing, setRemoving] = useState<PrinterRow | null>(null);
  const remove = useRemovePrinter();
  const columns: DataTableColumns<PrinterRow> = useMemo(
    () => helper.columns([...baseColumns, actionsColumn(setRemoving)]),
    [],
  );

  const confirm = () => {
    if (!removing) return;
    const { sedeId, estacionId, ofOwner } = removing;
    remove.mutate(
      { sedeId, estacionId },
      {
        onSuccess: () => notify.success(`Impresora ${ofOwner} quitada`),
        onError: (error) =>
          notify.error(
            refusalMessage(`No se pudo quitar la impresora ${ofOwner}. Inténtalo de nuevo.`, error),
            { duration: 8000 },
          ),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <>
      <DataTable
        data={rows}
        columns={columns}
        label="Impresoras"
        searchText={searchText}
        // The counter and a handful of stations.
        pagination={false}
        filters={false}
        empty={
          <EmptyState
            icon={Printer}
            title="No hay dónde imprimir"
            description="Agrega estaciones de cocina a la sede para darles una impresora."
          />
        }
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `¿Quitar la impresora ${removing.ofOwner}?` : ''}
        description={
          removing?.estacionId === null ? (
            <p>
              Los recibos ya no se podrán enviar a la impresora del mostrador; se siguen pudiendo
              imprimir en PDF desde el pedido.
            </p>
          ) : (
            <p>Sus tickets se seguirán viendo en la pantalla de la estación, sin imprimirse.</p>
          )
        }
        confirmLabel="Quitar"
        pendingLabel="Quitando..."
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
