// A page with the back office's DataTable on generated rows, for bench/data-table.mjs and the
// keyboard-reordering test in e2e/data-table.test.ts. Bundled by bench/data-table-harness.mjs.
// Query: ?rows=2000 (how many), &reorder (drag handles, every row on one page), &select (row
// selection with a toolbar). What it records is on `window.harness`.
import { Profiler, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createDataTableColumns, DataTable } from '../packages/web/src/components/ui/data-table';

interface Persona {
  id: number;
  nombre: string;
  correo: string;
  rol: string;
  sede: string;
  activo: boolean;
  pedidos: number;
}

const NOMBRES = ['José', 'María', 'Andrés', 'Lucía', 'Sebastián', 'Valentina', 'Iván', 'Sofía'];
const APELLIDOS = ['Pérez', 'Gómez', 'Martínez', 'Díaz', 'Rodríguez', 'Muñoz', 'Álvarez', 'Núñez'];
const ROLES = ['Administrador', 'Cajero', 'Cocinero', 'Domiciliario', 'Mesero'];
const SEDES = ['Horno Chapinero', 'Horno Usaquén', 'Horno Galerías'];

/** The same rows for the same count: a small linear congruential generator, not Math.random. */
function generate(count: number): Persona[] {
  let seed = 42;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n; // the high bits: the low ones repeat too soon
  };
  return Array.from({ length: count }, (_, i) => {
    const nombre = `${NOMBRES[next(NOMBRES.length)]} ${APELLIDOS[next(APELLIDOS.length)]} ${i + 1}`;
    return {
      id: i + 1,
      nombre,
      correo: `persona${i + 1}@horno.co`,
      rol: ROLES[next(ROLES.length)]!,
      sede: SEDES[next(SEDES.length)]!,
      activo: next(5) > 0,
      pedidos: next(500),
    };
  });
}

const helper = createDataTableColumns<Persona>();
const columns = helper.columns([
  helper.accessor('nombre', { header: 'Nombre' }),
  helper.accessor('correo', { header: 'Correo', meta: { priority: 'low' } }),
  helper.accessor('rol', { header: 'Rol' }),
  helper.accessor('sede', { header: 'Sede', meta: { priority: 'low' } }),
  helper.accessor('activo', {
    header: 'Estado',
    meta: { filterValue: (p: Persona) => (p.activo ? 'Activo' : 'Inactivo') },
    cell: (info) => (info.getValue() ? 'Activo' : 'Inactivo'),
  }),
  helper.accessor('pedidos', { header: 'Pedidos', sortFn: 'number' }),
]);

interface Harness {
  /** Each React commit's render time (Profiler actualDuration), in ms. */
  commits: number[];
  /** The ids in the order of the last reordering. */
  order: number[] | null;
  ready: boolean;
}
const harness: Harness = { commits: [], order: null, ready: false };
(window as unknown as { harness: Harness }).harness = harness;

const params = new URLSearchParams(location.search);
const data = generate(Number(params.get('rows') ?? 2000));

function Page() {
  const [rows, setRows] = useState(data);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    harness.ready = true;
  }, []);
  return (
    <main style={{ padding: 16 }}>
      <h1>Tabla de prueba</h1>
      <DataTable
        data={rows}
        columns={columns}
        label="Personas"
        empty={<p>No hay personas.</p>}
        {...(params.has('select')
          ? {
              selection: { selected, onChange: setSelected },
              toolbar: (chosen: Persona[]) => (
                <button type="button" disabled={chosen.length === 0}>
                  Desactivar seleccionadas
                </button>
              ),
            }
          : {})}
        {...(params.has('reorder')
          ? {
              pagination: false,
              onReorder: (ids: number[]) => {
                harness.order = ids;
                const byId = new Map(rows.map((row) => [row.id, row]));
                setRows(ids.map((id) => byId.get(id)!));
              },
            }
          : {})}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <Profiler id="tabla" onRender={(_id, _phase, duration) => harness.commits.push(duration)}>
    <Page />
  </Profiler>,
);
