// Reading and writing the menu's spreadsheet (issue 29): CSV (a real parser: quotes, new lines
// in quotes, a UTF-8 BOM, ';' as Spanish-locale Excel writes it) and XLSX (exceljs), checked by
// content, never by name; formulas, macros and links to other workbooks are refused.
import {
  SHEET_MAX_BYTES,
  SHEET_MAX_ROWS,
  SHEET_MESSAGES,
  SHEET_NAMES,
  safeCell,
  unescapeCell,
} from '@horno/domain/catalog-sheet';
import { slugify } from '@horno/domain/slug';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { AppError, badRequest } from '../../lib/errors';

/** A sheet's rows by column name; `fila` is the row's number in the spreadsheet (header: 1). */
export interface SheetRow {
  fila: number;
  cells: Record<string, string>;
}

export interface Sheet {
  columns: string[];
  rows: SheetRow[];
}

export interface Workbook {
  kind: 'csv' | 'xlsx';
  products: Sheet;
  /** The ingredients sheet, when the workbook has one (XLSX only). */
  ingredients: Sheet | null;
}

/** A header as typed ('Categoría', 'precio mediana') → its column name ('categoria', 'precio_mediana'). */
const columnName = (header: string) => slugify(header).replace(/-/g, '_');

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Rows with text in them, as `SheetRow`s under the header's column names. */
function sheetOf(table: string[][], firstRow = 1): Sheet {
  const [header = [], ...body] = table;
  const columns = header.map(columnName);
  const rows: SheetRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row: Record<string, string> = {};
    columns.forEach((column, j) => {
      if (column) row[column] = unescapeCell((cells[j] ?? '').trim());
    });
    rows.push({ fila: firstRow + 1 + i, cells: row });
  });
  if (rows.length > SHEET_MAX_ROWS) throw badRequest(SHEET_MESSAGES.tooManyRows);
  return { columns: columns.filter(Boolean), rows };
}

function readCsv(buffer: Buffer): Workbook {
  if (buffer.includes(0)) throw new AppError(415, SHEET_MESSAGES.notASheet);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw new AppError(415, SHEET_MESSAGES.notASheet);
  }
  text = text.replace(/^\uFEFF/, '');
  // Spanish-locale Excel separates with ';': the header says which.
  const header = text.slice(0, text.search(/\r?\n|$/));
  const delimiter =
    (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  let table: string[][];
  try {
    table = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    throw badRequest(`${SHEET_MESSAGES.notASheet} ${(error as Error).message}`);
  }
  table.forEach((cells, i) =>
    cells.forEach((cell, j) => {
      // A cell that starts as a formula would run when the file is opened: never taken.
      if (cell.startsWith('=')) throw badRequest(SHEET_MESSAGES.formula(cellName(i + 1, j + 1)));
    }),
  );
  return { kind: 'csv', products: sheetOf(table), ingredients: null };
}

/** 'C4' for row 4, column 3. */
function cellName(row: number, column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row}`;
}

/** A cell's value as text: numbers plain, booleans as sí/no, rich text joined, dates by day. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'richText' in value)
    return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return String(value);
}

function tableOf(worksheet: ExcelJS.Worksheet): string[][] {
  const table: string[][] = [];
  worksheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula)
        throw badRequest(SHEET_MESSAGES.formula(cellName(number, column)));
      cells[column - 1] = cellText(cell);
    });
    table[number - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(table, (row) => row ?? []);
}

async function readXlsx(buffer: Buffer): Promise<Workbook> {
  const names: string[] = [];
  try {
    // Only the entries' names: nothing is inflated here.
    unzipSync(buffer, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    throw new AppError(415, SHEET_MESSAGES.notASheet);
  }
  if (!names.includes('[Content_Types].xml') || !names.includes('xl/workbook.xml'))
    throw new AppError(415, SHEET_MESSAGES.notASheet);
  if (names.some((name) => /vbaProject\.bin$/i.test(name))) throw badRequest(SHEET_MESSAGES.macros);
  if (names.some((name) => name.startsWith('xl/externalLinks/')))
    throw badRequest(SHEET_MESSAGES.externalLinks);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new AppError(415, SHEET_MESSAGES.notASheet);
  }
  const named = (name: string) =>
    workbook.worksheets.find((sheet) => slugify(sheet.name) === slugify(name));
  const products = named(SHEET_NAMES.products) ?? workbook.worksheets[0];
  if (!products) throw badRequest(SHEET_MESSAGES.noProductsSheet);
  const ingredients = named(SHEET_NAMES.ingredients);
  return {
    kind: 'xlsx',
    products: sheetOf(tableOf(products)),
    ingredients: ingredients ? sheetOf(tableOf(ingredients)) : null,
  };
}

/** Reads an uploaded spreadsheet, whatever its name says: XLSX by its zip signature, else CSV. */
export async function readWorkbook(buffer: Buffer): Promise<Workbook> {
  if (buffer.length > SHEET_MAX_BYTES) throw new AppError(413, SHEET_MESSAGES.tooLarge);
  if (buffer.length === 0) throw badRequest(SHEET_MESSAGES.noFile);
  return buffer.subarray(0, 4).equals(ZIP) ? readXlsx(buffer) : readCsv(buffer);
}

/** A table to write: its column names and its rows' cells, in order. */
export interface OutTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** CSV with a BOM (so Excel reads the accents), every formula-looking cell escaped. */
export function writeCsv(table: OutTable): Buffer {
  const text = stringify([table.columns, ...table.rows.map((row) => row.map(safeCell))], {
    record_delimiter: '\r\n',
  });
  return Buffer.from(`\uFEFF${text}`);
}

/** An XLSX workbook of the products sheet and, when given, the ingredients sheet. */
export async function writeXlsx(products: OutTable, ingredients: OutTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, table] of [
    [SHEET_NAMES.products, products],
    [SHEET_NAMES.ingredients, ingredients],
  ] as const) {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow([...table.columns]);
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map(safeCell));
    sheet.columns.forEach((column) => (column.width = 18));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A named table of text and number cells (reports): numbers stay numbers in XLSX. */
export interface NamedTable {
  name: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
}

const cellOf = (value: string | number | null) =>
  value === null ? '' : typeof value === 'number' ? value : safeCell(value);

/**
 * CSV of one or more tables: one table as it is; several, each after a line with its name and
 * apart by an empty line.
 */
export function writeCsvTables(tables: readonly NamedTable[]): Buffer {
  const records: (string | number)[][] = [];
  tables.forEach((table, i) => {
    if (tables.length > 1) {
      if (i > 0) records.push([]);
      records.push([table.name]);
    }
    records.push([...table.columns], ...table.rows.map((row) => row.map(cellOf)));
  });
  return Buffer.from(`\uFEFF${stringify(records, { record_delimiter: '\r\n' })}`);
}

/** An XLSX workbook with a sheet per table. */
export async function writeXlsxTables(tables: readonly NamedTable[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name.slice(0, 31));
    sheet.addRow([...table.columns]);
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map(cellOf));
    sheet.columns.forEach((column) => (column.width = 18));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
