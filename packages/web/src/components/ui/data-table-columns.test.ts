import { describe, expect, it } from 'vitest';
import { columnInfo, createDataTableColumns, defaultDataTableColumns } from './data-table-columns';

interface Rol {
  id: number;
  rol: string;
  activo: boolean;
  sede: { nombre: string };
  permisos: Array<{ nombre: string }>;
}

const helper = createDataTableColumns<Rol>();
const columns = helper.columns([
  helper.accessor('rol', { header: 'Rol' }),
  helper.accessor('sede.nombre', { header: 'Sede' }),
  helper.accessor((rol) => rol.permisos.length, {
    id: 'permisos',
    header: () => 'Permisos',
    meta: { label: 'Permisos', filterValue: (rol: Rol) => rol.permisos.map((p) => p.nombre) },
  }),
  helper.accessor('activo', { header: 'Estado', meta: { filter: false, priority: 'low' } }),
  helper.display({ id: 'acciones', meta: { actions: true } }),
]);
const rol: Rol = {
  id: 7,
  rol: 'Cajero',
  activo: true,
  sede: { nombre: 'Horno Usaquén' },
  permisos: [{ nombre: 'Gestionar pedidos' }, { nombre: 'Consultar sedes' }],
};

describe('columnInfo', () => {
  const info = columnInfo(columns);

  it('names the columns as TanStack does, and labels them for the filters', () => {
    expect(info.map((c) => [c.id, c.label])).toEqual([
      ['rol', 'Rol'],
      ['sede_nombre', 'Sede'],
      ['permisos', 'Permisos'],
      ['activo', 'Estado'],
      ['acciones', 'acciones'],
    ]);
  });

  it('reads the values by key, nested key or function; the filter may read others', () => {
    expect(info.map((c) => c.cellValue?.(rol))).toEqual([
      'Cajero',
      'Horno Usaquén',
      2,
      true,
      undefined,
    ]);
    expect(info[2]!.filterValue?.(rol)).toEqual(['Gestionar pedidos', 'Consultar sedes']);
  });

  it('has no filter for a column that opts out, or for the actions, which are fixed', () => {
    expect(info.map((c) => Boolean(c.filterValue))).toEqual([true, true, true, false, false]);
    expect(info.map((c) => c.fixed)).toEqual([false, false, false, false, true]);
    expect(info[3]!.priority).toBe('low');
  });
});

describe('defaultDataTableColumns', () => {
  it('are the spec’s: id (not filtered), header, type, status, target, limit and reviewer', () => {
    const info = columnInfo(defaultDataTableColumns<{ id: number; header: string }>());
    expect(info.map((c) => c.id)).toEqual([
      'id',
      'header',
      'type',
      'status',
      'target',
      'limit',
      'reviewer',
    ]);
    expect(info.map((c) => Boolean(c.filterValue))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(info[1]!.cellValue?.({ id: 1, header: 'Portada' })).toBe('Portada');
  });
});
