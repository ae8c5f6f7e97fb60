// Who orders from the demo pizzeria: names, Colombian mobiles and addresses around each branch.
import { parseColombianAddress, streetAxis } from '@horno/domain/colombian-address';
import type { Random } from './random';

const FIRST_NAMES = [
  'Ana María',
  'Juan Camilo',
  'Valentina',
  'Santiago',
  'Daniela',
  'Sebastián',
  'Laura',
  'Andrés Felipe',
  'Natalia',
  'Felipe',
  'Carolina',
  'Mateo',
  'Juliana',
  'Alejandro',
  'Paula',
  'Nicolás',
  'Mariana',
  'David',
  'Isabella',
  'Diego',
  'Manuela',
  'Carlos',
  'Sara',
  'Jorge',
  'Luisa Fernanda',
  'Esteban',
  'Catalina',
  'Camilo',
  'María José',
  'Óscar',
  'Diana',
  'Javier',
  'Angélica',
  'Tomás',
  'Gabriela',
  'Ricardo',
  'Lina',
  'Miguel Ángel',
  'Adriana',
  'Julián',
];

const SURNAMES = [
  'Rodríguez',
  'Gómez',
  'González',
  'Martínez',
  'García',
  'López',
  'Hernández',
  'Sánchez',
  'Ramírez',
  'Pérez',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Rojas',
  'Vargas',
  'Castro',
  'Jiménez',
  'Suárez',
  'Ortiz',
  'Torres',
  'Restrepo',
  'Cárdenas',
  'Quintero',
  'Ospina',
  'Mejía',
  'Salazar',
  'Bermúdez',
  'Zapata',
  'Arango',
  'Peña',
];

/** Prefixes of Colombian mobile operators (all 3xx). */
const MOBILE_PREFIXES = [
  '300',
  '301',
  '302',
  '304',
  '305',
  '310',
  '311',
  '312',
  '313',
  '314',
  '315',
  '316',
  '317',
  '318',
  '319',
  '320',
  '321',
  '322',
  '323',
  '324',
  '350',
  '351',
];

const COMPLEMENTS = [
  'Apto 301',
  'Apto 502',
  'Apto 1203',
  'Torre 2 Apto 804',
  'Interior 3 Apto 201',
  'Casa 14',
  'Oficina 702',
  'Piso 2',
  'Local 5',
];

const INSTRUCTIONS = [
  'Dejar en portería',
  'Llamar al llegar',
  'Timbrar en el segundo piso',
  'Edificio de ladrillo con reja negra',
  'Entregar en recepción',
  'Por favor traer datáfono',
  'Pagar con billete de 100.000',
];

/** A customer: a name, a mobile (10 digits starting with 3) and what the courier should know. */
export interface DemoCustomer {
  nombre: string;
  numero: string;
  instrucciones: string;
}

export function drawCustomer(random: Random): DemoCustomer {
  return {
    nombre: `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`,
    numero: random.pick(MOBILE_PREFIXES) + String(random.int(0, 9_999_999)).padStart(7, '0'),
    instrucciones: random.chance(0.3) ? random.pick(INSTRUCTIONS) : '',
  };
}

/** Where a branch is on the street grid: the calle and carrera of its own address. */
export function gridOf(direccion: string): { calle: number; carrera: number } {
  const address = parseColombianAddress(direccion);
  const via = address?.via;
  if (!address || !via || !('tipo' in via)) {
    throw new Error(`Datos de demostración: dirección de sede ilegible: ${direccion}`);
  }
  const street = via.numero.valor;
  const cross = address.placa.cruce.valor;
  return streetAxis(via.tipo) === 'carrera'
    ? { calle: cross, carrera: street }
    : { calle: street, carrera: cross };
}

/** An address a few blocks from a point, written as people write it ('Calle 67A # 10-23, Apto 301'). */
export function drawAddress(random: Random, near: { calle: number; carrera: number }): string {
  const calle = Math.max(1, near.calle + random.int(-35, 35));
  // East of the first carreras are Bogotá's hills: few addresses there.
  const carrera = Math.max(1, near.carrera + random.int(-8, 25));
  const letra = random.chance(0.2) ? random.pick(['A', 'B', 'C']) : '';
  const casa = random.int(2, 98);
  const complemento = random.chance(0.6) ? `, ${random.pick(COMPLEMENTS)}` : '';
  return random.chance(0.5)
    ? `Calle ${calle}${letra} # ${carrera}-${String(casa).padStart(2, '0')}${complemento}`
    : `Carrera ${carrera}${letra} # ${calle}-${String(casa).padStart(2, '0')}${complemento}`;
}
