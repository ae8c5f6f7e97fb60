// Permissions, roles and the demo accounts of the demo pizzeria.
import { PERMISOS, type Permiso } from '@horno/domain/permissions';

export type DemoRol = 'Administrador' | 'Cajero' | 'Cocina' | 'Domiciliario' | 'Cliente';

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
      'gestionar_caja',
    ],
  },
  // The kitchen display and the tables: a tablet on the pizza line.
  { rol: 'Cocina', permisos: ['ver_cocina', 'gestionar_mesas'] },
  // A rider's phone: their shift and trips (issue 33).
  { rol: 'Domiciliario', permisos: ['repartir'] },
  { rol: 'Cliente', permisos: [] },
];

export interface DemoAccount {
  email: string;
  password: string;
  rol: DemoRol;
  descripcion: string;
}

const RIDER_PASSWORD = 'HornoReparto2026';
/** Two riders per branch: email, first name, last name, branch. */
const RIDERS = [
  ['repartidor@horno.co', 'Julián', 'Pérez', 'Horno Chapinero'],
  ['repartidor2@horno.co', 'Diana', 'Rojas', 'Horno Chapinero'],
  ['repartidor3@horno.co', 'Felipe', 'Castro', 'Horno Usaquén'],
  ['repartidor4@horno.co', 'Sandra', 'Moreno', 'Horno Usaquén'],
  ['repartidor5@horno.co', 'Óscar', 'Vargas', 'Horno Galerías'],
  ['repartidor6@horno.co', 'Paola', 'Herrera', 'Horno Galerías'],
] as const;

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
  ...RIDERS.map(([email, , , sede]): DemoAccount => ({
    email,
    password: RIDER_PASSWORD,
    rol: 'Domiciliario',
    descripcion: `Domiciliario de la sede ${sede}: su turno y sus viajes en /repartos.`,
  })),
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
  ...Object.fromEntries(
    RIDERS.map(([email, firstName, lastName, sede], i) => [
      email,
      {
        firstName,
        lastName,
        numero: `320555030${i + 1}`,
        telefonoVerificado: false,
        sedes: [sede],
      },
    ]),
  ),
  'cliente@horno.co': {
    firstName: 'Camila',
    lastName: 'Rodríguez',
    numero: '3001112233',
    telefonoVerificado: false,
    sedes: [],
  },
};
