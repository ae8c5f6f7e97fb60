// The menu in a spreadsheet (issue 29): its columns, and how a cell's text is read as people
// write it ('$ 25.900', 'sí', 'Queso extra:4000; Tocineta:5000').
import { slugify } from './slug';

/** Largest file taken, in bytes. */
export const SHEET_MAX_BYTES = 5 * 1024 * 1024;
/** Most product rows taken. */
export const SHEET_MAX_ROWS = 5000;

/** The products sheet's fixed columns, before and after the sizes' and the branches' own. */
export const SHEET_COLUMNS = {
  first: ['categoria', 'nombre', 'descripcion', 'precio'],
  middle: ['admite_mitades', 'descuento', 'adiciones', 'activo'],
} as const;

/** The ingredients sheet's columns (XLSX only). */
export const INGREDIENT_COLUMNS = ['categoria', 'nombre', 'descripcion'] as const;

export const SHEET_NAMES = { products: 'Productos', ingredients: 'Ingredientes' } as const;

/** A size's price column: 'precio_mediana'. */
export const sizeColumn = (label: string) => `precio_${slugify(label).replace(/-/g, '_')}`;

/** A branch's column: 'sede_horno_chapinero'. */
export const branchColumn = (nombre: string) => `sede_${slugify(nombre).replace(/-/g, '_')}`;

/** The key two names share when they differ only in case, accents and spacing. */
export const nameKey = (name: string) => slugify(name);

export const SHEET_MESSAGES = {
  tooLarge: 'El archivo no puede superar 5 MB.',
  notASheet: 'El archivo no es una hoja de cálculo CSV ni XLSX.',
  noFile: 'Elige un archivo CSV o XLSX.',
  macros: 'El archivo tiene macros: guárdalo como libro de Excel sin macros (.xlsx).',
  externalLinks:
    'El archivo tiene vínculos a otros libros: cópialos como valores y vuelve a guardar.',
  formula: (cell: string) =>
    `La celda ${cell} tiene una fórmula: copia la hoja y pégala como valores antes de importarla.`,
  tooManyRows: `El archivo tiene más de ${SHEET_MAX_ROWS.toLocaleString('es-CO')} filas de productos.`,
  noProductsSheet: `El libro no tiene la hoja «${SHEET_NAMES.products}».`,
  missingColumn: (column: string) => `Falta la columna «${column}».`,
  unknownColumn: (column: string) =>
    `La columna «${column}» no corresponde a ningún tamaño ni a ninguna sede.`,
  required: (what: string) => `Falta ${what}.`,
  notANumber: (what: string) => `${what} no es un número.`,
  priceRange: (what: string) => `${what} debe estar entre $ 0 y $ 10.000.000.`,
  discountRange: 'El descuento debe ser un número entero de 0 a 100.',
  notYesNo: (value: string) => `«${value}» no es «sí» ni «no».`,
  noPrice: (nombre: string) =>
    `«${nombre}» no tiene precio: escribe «precio» o el precio de al menos un tamaño.`,
  bothPrices: (nombre: string) =>
    `«${nombre}» tiene «precio» y precios por tamaño: deja solo uno de los dos.`,
  additionFormat: (text: string) =>
    `«${text}» no se entiende: escribe cada adición como «Nombre:precio», separadas por «;».`,
  unknownIngredient: (nombre: string) =>
    `El ingrediente «${nombre}» no existe: créalo primero o agrégalo a la hoja «${SHEET_NAMES.ingredients}».`,
  newCategory: (nombre: string) => `La categoría «${nombre}» no existe: se creará.`,
  duplicateRow: (fila: number) => `Fila duplicada de la fila ${fila}.`,
  specialNameTaken: (nombre: string) =>
    `Ya existe un producto especial «${nombre}» en esta categoría (los especiales no están en la hoja): usa otro nombre.`,
  tooLong: (what: string, max: number) => `${what} supera ${max} caracteres.`,
  noBranch: (nombre: string) =>
    `«${nombre}» no se vende en ninguna sede: marca «sí» en al menos una columna «sede_…».`,
} as const;

/** A row's problem, named by its row (as the spreadsheet numbers it) and its column. */
export interface SheetError {
  fila: number;
  columna: string;
  mensaje: string;
}

/** A value the file changes on a product: before and after, as the sheet writes them. */
export interface SheetChange {
  campo: string;
  antes: string;
  despues: string;
}

export type SheetAction = 'Crear' | 'Actualizar' | 'Sin cambios' | 'Error';

export interface SheetRowResult {
  fila: number;
  categoria: string;
  nombre: string;
  accion: SheetAction;
  cambios: SheetChange[];
  notas: string[];
}

/** What `POST /api/catalogo/importar/` answers. */
export interface SheetImportResult {
  crear: number;
  actualizar: number;
  sin_cambios: number;
  errores: SheetError[];
  filas: SheetRowResult[];
  /** The summary, once applied ('Se crearon 38 productos y se actualizaron 4.'). */
  mensaje: string | null;
  aplicado: boolean;
}

/**
 * Pesos as people write them: '$ 25.900', '25900', '25.900' and '25 900' are 25,900. Blank is
 * null; anything else (decimals, letters) is NaN.
 */
export function parsePesos(text: string): number | null {
  const clean = text.replace(/\s|\$|COP/gi, '');
  if (clean === '') return null;
  if (/^\d+$/.test(clean)) return Number(clean);
  // Thousands in groups of three, by dots (or commas, as an English-locale sheet writes them).
  if (/^\d{1,3}([.,]\d{3})+$/.test(clean)) return Number(clean.replace(/[.,]/g, ''));
  return Number.NaN;
}

const YES = new Set(['si', 'sí', 's', 'x', 'true', 'verdadero', '1', 'yes']);
const NO = new Set(['no', 'n', 'false', 'falso', '0']);

/** 'sí' / 'no' (and the usual spellings of both); blank is null; anything else undefined. */
export function parseYesNo(text: string): boolean | null | undefined {
  const value = text.trim().toLowerCase();
  if (value === '') return null;
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return undefined;
}

/** 'Queso extra:4000; Tocineta:5000' → its additions; null for text that does not read so. */
export function parseAdditions(text: string): { nombre: string; precio: number }[] | null {
  const parts = text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const additions: { nombre: string; precio: number }[] = [];
  for (const part of parts) {
    const at = part.lastIndexOf(':');
    if (at <= 0) return null;
    const nombre = part.slice(0, at).trim();
    const precio = parsePesos(part.slice(at + 1));
    if (!nombre || precio === null || Number.isNaN(precio)) return null;
    additions.push({ nombre, precio });
  }
  return additions;
}

/** The additions as the sheet writes them. */
export const formatAdditions = (additions: readonly { nombre: string; precio: number }[]) =>
  additions.map((a) => `${a.nombre}:${a.precio}`).join('; ');

/**
 * A cell's text made safe for a spreadsheet: text that starts like a formula ('=', '+', '-',
 * '@', a tab or a carriage return) gets a leading apostrophe, so it is never run (CSV injection).
 */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The text a safe cell stood for (the apostrophe an export added is dropped on import). */
export function unescapeCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** 'Se crearon 38 productos y se actualizaron 4.' */
export function importSummary(crear: number, actualizar: number): string {
  const created = crear === 1 ? 'se creó 1 producto' : `se crearon ${crear} productos`;
  const updated = actualizar === 1 ? 'se actualizó 1' : `se actualizaron ${actualizar}`;
  const alone =
    actualizar === 1 ? 'se actualizó 1 producto' : `se actualizaron ${actualizar} productos`;
  const text =
    crear > 0 && actualizar > 0
      ? `${created} y ${updated}`
      : crear > 0
        ? created
        : actualizar > 0
          ? alone
          : 'no había nada que cambiar';
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
