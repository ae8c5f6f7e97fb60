// The demo pizzeria's branches in Bogotá (hours, tables, what each does not sell) and its ads.
import type { Negocio } from '@horno/domain/business-identity';
import { DEFAULT_BRAND_COLOR } from '@horno/domain/brand-theme';
import type { AdArt, StorefrontArt } from './images';

export interface DemoHours {
  /** 1 = Monday … 7 = Sunday; the holiday row uses 1. */
  diaSemana: number;
  /** 'HH:mm:ss', or null when closed. A closing time at or before the opening means after midnight. */
  horaInicio: string | null;
  horaFin: string | null;
  cerrado: boolean;
  esFestivo: boolean;
}

export interface DemoBranch {
  nombre: string;
  direccion: string;
  telefono: string;
  lat: number;
  lng: number;
  radioCoberturaKm: number;
  mesas: number;
  horarios: readonly DemoHours[];
  /** Regular products (by name) this branch does not sell. */
  sinProductos: readonly string[];
  /** Special products (by name) this branch does not sell. */
  sinEspeciales: readonly string[];
  art: StorefrontArt;
}

const open = (diaSemana: number, horaInicio: string, horaFin: string): DemoHours => ({
  diaSemana,
  horaInicio: `${horaInicio}:00`,
  horaFin: `${horaFin}:00`,
  cerrado: false,
  esFestivo: false,
});

const closed = (diaSemana: number): DemoHours => ({
  diaSemana,
  horaInicio: null,
  horaFin: null,
  cerrado: true,
  esFestivo: false,
});

const holiday = (horaInicio: string | null, horaFin: string | null): DemoHours => ({
  diaSemana: 1,
  horaInicio: horaInicio && `${horaInicio}:00`,
  horaFin: horaFin && `${horaFin}:00`,
  cerrado: horaInicio === null,
  esFestivo: true,
});

export const DEMO_BRANCHES: readonly DemoBranch[] = [
  {
    // Open every day; late on Friday and Saturday nights (until 2 a.m.).
    nombre: 'Horno Chapinero',
    direccion: 'Calle 63 # 9-45, Chapinero',
    telefono: '3001234567',
    lat: 4.6486,
    lng: -74.0628,
    radioCoberturaKm: 5,
    mesas: 8,
    horarios: [
      open(1, '12:00', '22:00'),
      open(2, '12:00', '22:00'),
      open(3, '12:00', '22:00'),
      open(4, '12:00', '23:00'),
      open(5, '12:00', '02:00'),
      open(6, '12:00', '02:00'),
      open(7, '12:00', '21:00'),
      holiday('12:00', '21:00'),
    ],
    sinProductos: [],
    sinEspeciales: [],
    art: { kind: 'storefront', name: 'Horno Chapinero', brick: '#b5523b', awning: '#c8322b' },
  },
  {
    // Closed on Mondays.
    nombre: 'Horno Usaquén',
    direccion: 'Calle 119 # 6-24, Usaquén',
    telefono: '3102345678',
    lat: 4.6975,
    lng: -74.0307,
    radioCoberturaKm: 4.5,
    mesas: 6,
    horarios: [
      closed(1),
      open(2, '12:00', '22:00'),
      open(3, '12:00', '22:00'),
      open(4, '12:00', '22:00'),
      open(5, '12:00', '23:30'),
      open(6, '12:00', '23:30'),
      open(7, '12:00', '21:00'),
      holiday('12:00', '21:00'),
    ],
    sinProductos: ['Empanaditas de Carne (6 unidades)'],
    sinEspeciales: [],
    art: { kind: 'storefront', name: 'Horno Usaquén', brick: '#a8553f', awning: '#3f7d3a' },
  },
  {
    // Closed on holidays; does not sell a few products nor the 'Combo Pareja'.
    nombre: 'Horno Galerías',
    direccion: 'Calle 53 # 27-14, Galerías',
    telefono: '3153456789',
    lat: 4.642,
    lng: -74.0775,
    radioCoberturaKm: 6,
    mesas: 5,
    horarios: [
      open(1, '11:30', '22:00'),
      open(2, '11:30', '22:00'),
      open(3, '11:30', '22:00'),
      open(4, '11:30', '22:00'),
      open(5, '11:30', '23:00'),
      open(6, '11:30', '23:00'),
      open(7, '12:00', '20:00'),
      holiday(null, null),
    ],
    sinProductos: ['Pizza Prosciutto y Rúgula', 'Tiramisú', 'Cerveza Artesanal Rubia'],
    sinEspeciales: ['Combo Pareja'],
    art: { kind: 'storefront', name: 'Horno Galerías', brick: '#9c4a36', awning: '#c8322b' },
  },
];

export interface DemoAd {
  titulo: string;
  /** Days before `now` the ad starts, and days after `now` it ends. */
  diasAntes: number;
  diasDespues: number;
  art: AdArt;
}

export const DEMO_ADS: readonly DemoAd[] = [
  {
    titulo: 'Martes de 2x1 en pizzas medianas',
    diasAntes: 3,
    diasDespues: 120,
    art: {
      kind: 'ad',
      theme: 'red',
      badge: 'MARTES',
      big: '2x1',
      headline: 'en pizzas medianas',
      detail: ['Todos los martes, a domicilio', 'o para recoger en tu sede.'],
      cta: 'Pide ahora',
      pizza: {
        kind: 'pizza',
        toppings: [
          ['pepperoni', 12],
          ['basil', 6],
        ],
      },
    },
  },
  {
    titulo: 'Combo Familiar a $69.900',
    diasAntes: 5,
    diasDespues: 90,
    art: {
      kind: 'ad',
      theme: 'cream',
      badge: 'NUEVO',
      big: '$69.900',
      headline: 'Combo Familiar',
      detail: ['Pizza familiar + gaseosa 1,5 L', 'y adiciones para compartir.'],
      cta: 'Lo quiero',
      pizza: {
        kind: 'pizza',
        toppings: [
          ['ham', 9],
          ['mushroom', 7],
        ],
      },
      drink: {
        kind: 'drink',
        vessel: 'bottle',
        large: true,
        color: '#4a1d10',
        dark: '#220b05',
        label: { text: 'COLA', color: '#c8322b' },
      },
    },
  },
];

/** The demo pizzeria's identity (the business settings of a real one: issue 28). */
export const DEMO_BUSINESS: Negocio = {
  nombre: 'Horno',
  razon_social: 'Horno Pizzería S.A.S.',
  nit: '901234567-7',
  direccion: 'Calle 60 # 9-45, Bogotá',
  correo: 'hola@horno.co',
  telefono: '3001234567',
  whatsapp: '3001234567',
  redes: {
    instagram: 'https://www.instagram.com/horno.pizzeria',
    facebook: null,
    tiktok: null,
  },
  logo: null,
  color_primario: DEFAULT_BRAND_COLOR,
};
