import {
  ChannelsReportSchema,
  CustomersReportSchema,
  HoursReportSchema,
  ProductsReportSchema,
  REPORT_SECTION_LABELS,
  ReportExportQuerySchema,
  type ReportQuery,
  ReportQuerySchema,
  type ReportSection,
  SalesReportSchema,
  SummaryReportSchema,
  TimesReportSchema,
} from '@horno/domain/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth.queries';
import { requireAuth } from '../auth/auth.guard';
import { writeCsvTables, writeXlsxTables } from '../catalog-import/sheet-files';
import type { ReportsService } from './reports.service';
import {
  channelTables,
  customerTables,
  hoursTables,
  productTables,
  salesTables,
  type SheetTable,
  summaryTables,
  timesTables,
} from './reports-export';

const PERMISSION = 'consultar_reportes' as const;
const tags = ['Reportes'];

const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

interface SectionDef<S extends z.ZodType> {
  section: ReportSection;
  summary: string;
  response: S;
  load: (reports: ReportsService, caller: AuthContext, query: ReportQuery) => Promise<z.infer<S>>;
  tables: (report: z.infer<S>) => SheetTable[];
}

const def = <S extends z.ZodType>(d: SectionDef<S>) => d;

const SECTIONS = [
  def({
    section: 'resumen',
    summary:
      'Tarjetas: ventas brutas y netas, descuentos, domicilios, pedidos, ticket, cancelados, formas de pago',
    response: SummaryReportSchema,
    load: (r, c, q) => r.summary(c, q),
    tables: summaryTables,
  }),
  def({
    section: 'ventas',
    summary:
      'Ventas netas y pedidos por día (por hora para un solo día), por sede o con la comparación',
    response: SalesReportSchema,
    load: (r, c, q) => r.sales(c, q),
    tables: salesTables,
  }),
  def({
    section: 'canales',
    summary: 'Pedidos y ventas por tipo (domicilio, recoger, mesa) y por canal (web o personal)',
    response: ChannelsReportSchema,
    load: (r, c, q) => r.channels(c, q),
    tables: channelTables,
  }),
  def({
    section: 'productos',
    summary: 'Mezcla de productos: productos, especiales, mitades por sabor y adiciones',
    response: ProductsReportSchema,
    load: (r, c, q) => r.products(c, q),
    tables: productTables,
  }),
  def({
    section: 'horas',
    summary: 'Pedidos por día de la semana y hora',
    response: HoursReportSchema,
    load: (r, c, q) => r.hours(c, q),
    tables: hoursTables,
  }),
  def({
    section: 'tiempos',
    summary: 'Medianas y percentil 90 de los tiempos por sede, desde el historial de estados',
    response: TimesReportSchema,
    load: (r, c, q) => r.times(c, q),
    tables: timesTables,
  }),
  def({
    section: 'clientes',
    summary: 'Clientes nuevos y recurrentes, los que más piden y el uso de cupones',
    response: CustomersReportSchema,
    load: (r, c, q) => r.customers(c, q),
    tables: customerTables,
  }),
];

/**
 * The owner's numbers (issue 36): each section of `/reportes` as JSON and as a CSV or XLSX file
 * with the same numbers. `consultar_reportes`; only the caller's branches (403 for another one).
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.services.reports;
  const description =
    'Periodo en días de Bogotá (`desde` y `hasta`, incluidos), una sede o todas las del usuario, ' +
    'y `comparar` con el periodo anterior, la semana anterior o otra sede (`comparar_sede`). ' +
    'Ventas: pedidos colocados (los de pago en línea, una vez pagados), sin cancelados ni vencidos.';

  for (const s of SECTIONS) {
    app.get(
      `/api/reportes/${s.section}/`,
      {
        schema: {
          tags,
          summary: s.summary,
          description,
          querystring: ReportQuerySchema,
          response: { 200: s.response },
        },
        config: { permission: PERMISSION },
      },
      // The generic definition loses the section's exact type here; the schema checks it.
      (request) => s.load(reports, requireAuth(request), request.query) as Promise<never>,
    );

    app.get(
      `/api/reportes/${s.section}/exportar/`,
      {
        schema: {
          tags,
          summary: `${REPORT_SECTION_LABELS[s.section]} en CSV o XLSX`,
          description,
          querystring: ReportExportQuerySchema,
        },
        config: { permission: PERMISSION },
      },
      async (request, reply) => {
        const { formato, ...query } = request.query;
        const report = await s.load(reports, requireAuth(request), query);
        const tables = (s.tables as (r: unknown) => SheetTable[])(report);
        const body = formato === 'csv' ? writeCsvTables(tables) : await writeXlsxTables(tables);
        return reply
          .type(TYPES[formato])
          .header(
            'content-disposition',
            `attachment; filename="reporte-${s.section}-${query.desde}_${query.hasta}.${formato}"`,
          )
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  }
};
