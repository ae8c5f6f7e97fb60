// The demo branches' delivery areas (docs/decisions/013): a few polygons each, drawn along the
// streets that bound them (each corner is a crossing, named beside it). Chapinero's and
// Galerías' fees are by travel time; Usaquén's far north, Cedritos, has a fixed fee and a minimum.
import type { TarifaTipo } from '@horno/domain/delivery-areas';

export interface DemoArea {
  nombre: string;
  /** [lat, lng] corners, in order around the area. */
  poligono: readonly (readonly [number, number])[];
  tarifaTipo: TarifaTipo;
  tarifaFija: number | null;
  pedidoMinimo: number;
}

/** Each demo branch's areas, by branch name, in the order they are tried. */
export const DEMO_AREAS: Readonly<Record<string, readonly DemoArea[]>> = {
  'Horno Chapinero': [
    {
      nombre: 'Chapinero',
      poligono: [
        [4.632188, -74.070082], // Calle 45 con Carrera 4
        [4.633774, -74.076751], // Calle 45 con Carrera 17
        [4.661054, -74.059825], // Calle 76 con Carrera 17
        [4.659346, -74.052643], // Calle 76 con Carrera 3 (Circunvalar)
        [4.645144, -74.060866], // Calle 60 con Carrera 2
      ],
      tarifaTipo: 'CALCULADA',
      tarifaFija: null,
      pedidoMinimo: 0,
    },
    {
      nombre: 'Teusaquillo',
      poligono: [
        [4.62087, -74.077693], // Calle 32 con Carrera 5
        [4.623188, -74.08744], // Calle 32 con Carrera 24
        [4.641668, -74.075974], // Calle 53 con Carrera 24
        [4.640814, -74.072383], // Calle 53 con Carrera 17
        [4.633774, -74.076751], // Calle 45 con Carrera 17
        [4.632188, -74.070082], // Calle 45 con Carrera 4
      ],
      tarifaTipo: 'CALCULADA',
      tarifaFija: null,
      pedidoMinimo: 0,
    },
    {
      nombre: 'El Nogal y Chicó',
      poligono: [
        [4.659346, -74.052643], // Calle 76 con Carrera 3
        [4.66081, -74.058799], // Calle 76 con Carrera 15
        [4.67665, -74.048971], // Calle 94 con Carrera 15
        [4.675186, -74.042815], // Calle 94 con Carrera 3
        [4.667022, -74.046703], // Calle 85 con Carrera 1
      ],
      tarifaTipo: 'CALCULADA',
      tarifaFija: null,
      pedidoMinimo: 0,
    },
  ],
  'Horno Usaquén': [
    {
      nombre: 'Usaquén',
      poligono: [
        [4.680344, -74.039026], // Calle 100 con Carrera 2
        [4.682418, -74.047747], // Calle 100 con Carrera 19
        [4.717618, -74.025907], // Calle 140 con Carrera 19
        [4.71591, -74.018725], // Calle 140 con Carrera 5
        [4.703982, -74.023771], // Calle 127 con Carrera 1
      ],
      tarifaTipo: 'CALCULADA',
      tarifaFija: null,
      pedidoMinimo: 0,
    },
    {
      nombre: 'Chicó Norte',
      poligono: [
        [4.67191, -74.046025], // Calle 90 con Carrera 5
        [4.673618, -74.053207], // Calle 90 con Carrera 19
        [4.682418, -74.047747], // Calle 100 con Carrera 19
        [4.680344, -74.039026], // Calle 100 con Carrera 2
      ],
      tarifaTipo: 'CALCULADA',
      tarifaFija: null,
      pedidoMinimo: 0,
    },
    {
      nombre: 'Cedritos',
      poligono: [
        [4.71591, -74.018725], // Calle 140 con Carrera 5
        [4.717618, -74.025907], // Calle 140 con Carrera 19
        [4.729058, -74.018809], // Calle 153 con Carrera 19
        [4.727594, -74.012653], // Calle 153 con Carrera 7
        [4.722192, -74.015416], // Calle 147 con Carrera 6
      ],
      tarifaTipo: 'FIJA',
      tarifaFija: 7_000,
      pedidoMinimo: 45_000,
    },
  ],
  'Horno Galerías': [
    {
      nombre: 'Galerías',
      poligono: [
        [4.633774, -74.076751], // Calle 45 con Carrera 17
        [4.63658, -74.08855], // Calle 45 con Carrera 40
        [4.65682, -74.075992], // Calle 68 con Carrera 40
        [4.654868, -74.067784], // Calle 68 con Carrera 24
        [4.649614, -74.066923], // Calle 63 con Carrera 17
      ],
      tarifaTipo: 'CALCULADA',
      tarifaFija: null,
      pedidoMinimo: 0,
    },
    {
      nombre: 'Teusaquillo y Park Way',
      poligono: [
        [4.622334, -74.083849], // Calle 32 con Carrera 17
        [4.62514, -74.095648], // Calle 32 con Carrera 40
        [4.63658, -74.08855], // Calle 45 con Carrera 40
        [4.633774, -74.076751], // Calle 45 con Carrera 17
      ],
      tarifaTipo: 'CALCULADA',
      tarifaFija: null,
      pedidoMinimo: 0,
    },
    {
      nombre: 'Salitre',
      poligono: [
        [4.61634, -74.101108], // Calle 22 con Carrera 40
        [4.619756, -74.115472], // Calle 22 con Carrera 68
        [4.639996, -74.102914], // Calle 45 con Carrera 68
        [4.63658, -74.08855], // Calle 45 con Carrera 40
      ],
      tarifaTipo: 'CALCULADA',
      tarifaFija: null,
      pedidoMinimo: 0,
    },
  ],
};
