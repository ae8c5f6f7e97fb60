// Permissions, roles and the demo accounts of the demo pizzeria.
import { PERMISOS, type Permiso } from '@horno/domain/permissions';

export type DemoRol = 'Administrador' | 'Cajero' | 'Cocina' | 'Cliente';

export const DEMO_ROLES: ReadonlyArray<{ rol: DemoRol; permisos: readonly Permiso[] }> = [
  { rol: 'Administrador', permisos: PERMISOS },
  {
    rol: 'Cajero',
    permisos: [
      'gestionar_pedidos',
      'consultar_productos',
      'consultar_categoria_producto',
      'consultar_sedes',
      'gestionar_mesas',
      'consultar_publicidad',
      'consultar_ingredientes',
    ],
  },
  // The kitchen display and the tables: a tablet on the pizza line.
  { rol: 'Cocina', permisos: ['ver_cocina', 'gestionar_mesas'] },
  { rol: 'Cliente', permisos: [] },
];

export interface DemoAccount {
  email: string;
  password: string;
  rol: DemoRol;
  descripcion: string;
}

/** The accounts to try the demo with (the README and the tests refer to them). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@horno.co',
    password: 'HornoAdmin2026',
    rol: 'Administrador',
    descripcion: 'Administrador de las tres sedes: todos los permisos.',
  },
  {
    email: 'cajero@horno.co',
    password: 'HornoCajero2026',
    rol: 'Cajero',
    descripcion: 'Cajero de la sede Horno Chapinero: pedidos, mesas y consultas.',
  },
  {
    email: 'cocina@horno.co',
    password: 'HornoCocina2026',
    rol: 'Cocina',
    descripcion: 'Cocina de la sede Horno Chapinero: la pantalla de cocina y las mesas.',
  },
  {
    email: 'cliente@horno.co',
    password: 'HornoCliente2026',
    rol: 'Cliente',
    descripcion:
      'Cliente registrado con el celular 3001112233 sin verificar (puede ganar el bono).',
  },
];

/** Profile details of each demo account, by email. */
export const DEMO_PROFILES: Record<
  string,
  {
    firstName: string;
    lastName: string;
    numero: string | null;
    telefonoVerificado: boolean;
    /** Branch names; 'todas' for every branch. */
    sedes: readonly string[] | 'todas';
  }
> = {
  'admin@horno.co': {
    firstName: 'Laura',
    lastName: 'Gómez',
    numero: '3205550101',
    telefonoVerificado: false,
    sedes: 'todas',
  },
  'cajero@horno.co': {
    firstName: 'Andrés',
    lastName: 'Martínez',
    numero: '3115550202',
    telefonoVerificado: false,
    sedes: ['Horno Chapinero'],
  },
  'cocina@horno.co': {
    firstName: 'Marta',
    lastName: 'Ríos',
    numero: null,
    telefonoVerificado: false,
    sedes: ['Horno Chapinero'],
  },
  'cliente@horno.co': {
    firstName: 'Camila',
    lastName: 'Rodríguez',
    numero: '3001112233',
    telefonoVerificado: false,
    sedes: [],
  },
};
