/** Pizza sizes, smallest first (ARCHITECTURE decision 10). */
export const MEDIDAS = ['PERSONAL', 'PEQUENA', 'MEDIANA', 'GRANDE', 'FAMILIAR'] as const;
export type Medida = (typeof MEDIDAS)[number];

export const MEDIDA_LABELS: Record<Medida, string> = {
  PERSONAL: 'Personal',
  PEQUENA: 'Pequeña',
  MEDIANA: 'Mediana',
  GRANDE: 'Grande',
  FAMILIAR: 'Familiar',
};

/** Sizes from MEDIANA up may be ordered half-and-half. */
export function medidaAdmiteMitades(medida: Medida): boolean {
  return MEDIDAS.indexOf(medida) >= MEDIDAS.indexOf('MEDIANA');
}
