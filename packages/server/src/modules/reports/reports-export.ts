// Each report section as tables for CSV and XLSX: the same numbers the screen shows, money in
// integer pesos (a spreadsheet sums them), shares and changes in percent.
import {
  percentChange,
  PRODUCT_KIND_LABELS,
  SUMMARY_CARDS,
  TIME_SEGMENT_LABELS,
  WEEKDAY_LABELS,
  COUPON_ORIGIN_LABELS,
} from '@horno/domain/reports';
import type {
  ChannelsReport,
  CustomersReport,
  HoursReport,
  ProductsReport,
  ReportScope,
  SalesReport,
  SummaryReport,
  TimesReport,
} from '@horno/domain/reports';

export type Cell = string | number | null;
export interface SheetTable {
  name: string;
  columns: readonly string[];
  rows: Cell[][];
}

const change = (a: number, b: number | null | undefined) => percentChange(a, b ?? null);
const compared = (c: ReportScope | null) => (c ? [`Comparación (${c.etiqueta})`, 'Cambio %'] : []);

export function summaryTables(r: SummaryReport): SheetTable[] {
  return [
    {
      name: 'Resumen',
      columns: ['Indicador', `Periodo (${r.periodo.etiqueta})`, ...compared(r.comparacion)],
      rows: SUMMARY_CARDS.map((card) => [
        card.label,
        r.actual[card.key],
        ...(r.anterior
          ? [r.anterior[card.key], change(r.actual[card.key], r.anterior[card.key])]
          : []),
      ]),
    },
  ];
}

export function salesTables(r: SalesReport): SheetTable[] {
  return [
    {
      name: 'Ventas',
      columns: [
        'Serie',
        r.granularidad === 'dia' ? 'Día' : 'Hora',
        'Festivo',
        'Ventas netas',
        'Pedidos',
      ],
      rows: r.series.flatMap((s) =>
        s.puntos.map((p) => [s.nombre, p.x, p.festivo ? 'Sí' : 'No', p.ventas_netas, p.pedidos]),
      ),
    },
  ];
}

export function channelTables(r: ChannelsReport): SheetTable[] {
  const table = (name: string, rows: ChannelsReport['tipos']): SheetTable => ({
    name,
    columns: [
      name === 'Tipos' ? 'Tipo' : 'Canal',
      'Pedidos',
      'Ventas netas',
      ...(r.comparacion ? ['Pedidos (comparación)', 'Ventas netas (comparación)', 'Cambio %'] : []),
    ],
    rows: rows.map((x) => [
      x.nombre,
      x.pedidos,
      x.ventas_netas,
      ...(r.comparacion
        ? [
            x.pedidos_anterior,
            x.ventas_netas_anterior,
            change(x.ventas_netas, x.ventas_netas_anterior),
          ]
        : []),
    ]),
  });
  return [table('Tipos', r.tipos), table('Canales', r.canales)];
}

export function productTables(r: ProductsReport): SheetTable[] {
  return [
    {
      name: 'Productos',
      columns: [
        'Producto',
        'Tipo',
        'Categoría',
        'Cantidad',
        'Ventas',
        'Participación %',
        ...(r.comparacion ? ['Cantidad (comparación)', 'Ventas (comparación)', 'Cambio %'] : []),
      ],
      rows: r.productos.map((p) => [
        p.nombre,
        PRODUCT_KIND_LABELS[p.tipo],
        p.categoria,
        p.cantidad,
        p.ventas,
        p.participacion,
        ...(r.comparacion
          ? [p.cantidad_anterior, p.ventas_anterior, change(p.ventas, p.ventas_anterior)]
          : []),
      ]),
    },
    {
      name: 'Adiciones',
      columns: ['Adición', 'Cantidad', 'Ventas'],
      rows: r.adiciones.map((a) => [a.nombre, a.cantidad, a.ventas]),
    },
  ];
}

export function hoursTables(r: HoursReport): SheetTable[] {
  return [
    {
      name: 'Horas',
      columns: ['Día', ...Array.from({ length: 24 }, (_, h) => `${h}:00`)],
      rows: r.pedidos.map((row, d) => [WEEKDAY_LABELS[d]!, ...row]),
    },
  ];
}

export function timesTables(r: TimesReport): SheetTable[] {
  return [
    {
      name: 'Tiempos',
      columns: ['Sede', 'Tramo', 'Mediana (s)', 'Percentil 90 (s)', 'Pedidos', 'Sin datos'],
      rows: r.filas.map((f) => [
        f.sede.nombre,
        TIME_SEGMENT_LABELS[f.tramo],
        f.mediana,
        f.p90,
        f.pedidos,
        f.sin_datos,
      ]),
    },
  ];
}

export function customerTables(r: CustomersReport): SheetTable[] {
  const a = r.actual;
  const b = r.anterior;
  const line = (label: string, key: keyof typeof a): Cell[] => [
    label,
    a[key],
    ...(b ? [b[key], change(a[key], b[key])] : []),
  ];
  return [
    {
      name: 'Clientes',
      columns: ['Indicador', `Periodo (${r.periodo.etiqueta})`, ...compared(r.comparacion)],
      rows: [
        line('Clientes', 'clientes'),
        line('Nuevos', 'nuevos'),
        line('Recurrentes', 'recurrentes'),
        line('Pedidos sin cliente', 'pedidos_sin_cliente'),
        line('Pedidos con cupón', 'pedidos_con_cupon'),
        line('Descuento en cupones', 'descuento_cupones'),
      ],
    },
    {
      name: 'Mejores clientes',
      columns: ['Cliente', 'Teléfono', 'Registrado', 'Pedidos', 'Total'],
      rows: r.top.map((c) => [
        c.nombre,
        c.telefono,
        c.registrado ? 'Sí' : 'No',
        c.pedidos,
        c.total,
      ]),
    },
    {
      name: 'Cupones',
      columns: ['Origen', 'Pedidos', 'Descuento'],
      rows: r.cupones.map((c) => [
        COUPON_ORIGIN_LABELS[c.origen] ?? c.origen,
        c.pedidos,
        c.descuento,
      ]),
    },
  ];
}
