import type { SheetRowResult } from '@horno/domain/catalog-sheet';
import { FileSpreadsheet } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import {
  createDataTableColumns,
  DataTable,
  type DataTableColumns,
} from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';

type Row = SheetRowResult & { id: number };

const TONES = {
  Crear: 'success',
  Actualizar: 'primary',
  'Sin cambios': 'neutral',
  Error: 'warning',
} as const;

const helper = createDataTableColumns<Row>();

const columns: DataTableColumns<Row> = helper.columns([
  helper.accessor('fila', {
    header: 'Fila',
    meta: { className: 'w-16 tabular-nums' },
  }),
  helper.accessor('accion', {
    header: 'Resultado',
    cell: (info) => <Badge tone={TONES[info.getValue()]}>{info.getValue()}</Badge>,
  }),
  helper.accessor('categoria', { header: 'Categoría' }),
  helper.accessor('nombre', {
    header: 'Producto',
    cell: (info) => <span className="font-bold text-ink">{info.getValue()}</span>,
  }),
  helper.accessor((row) => [...row.cambios.map((c) => c.campo), ...row.notas].join(' '), {
    id: 'detalle',
    header: 'Detalle',
    meta: { filter: false },
    cell: ({ row }) => (
      <ul className="space-y-0.5 text-sm">
        {row.original.cambios.map((c) => (
          <li key={c.campo}>
            <span className="font-bold">{c.campo}</span>: {c.antes || '—'} → {c.despues || '—'}
          </li>
        ))}
        {row.original.notas.map((nota) => (
          <li key={nota} className="text-ink-muted">
            {nota}
          </li>
        ))}
      </ul>
    ),
  }),
]);

/** The file's rows as the server read them: what each would create, change or why it cannot. */
export function ImportPreviewTable({ filas }: { filas: readonly SheetRowResult[] }) {
  const data = filas.map((fila) => ({ ...fila, id: fila.fila }));
  return (
    <DataTable
      data={data}
      columns={columns}
      label="Filas del archivo"
      searchText={(row) => `${row.categoria} ${row.nombre}`}
      empty={
        <EmptyState
          icon={FileSpreadsheet}
          title="El archivo no tiene productos"
          description="Escribe un producto por fila debajo de los títulos de la plantilla."
        />
      }
    />
  );
}
