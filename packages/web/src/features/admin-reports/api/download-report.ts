import type { ReportSection } from '@horno/domain/reports';
import { apiBlob } from '../../../lib/api-client';
import { type ReportParams, reportQuery } from './get-report';

export type ReportFormat = 'csv' | 'xlsx';

/** Downloads a section as a file the browser saves: the same numbers the screen shows. */
export async function downloadReport(
  section: ReportSection,
  params: ReportParams,
  formato: ReportFormat,
): Promise<void> {
  const query = new URLSearchParams(
    Object.entries({ ...reportQuery(params), formato }).map(([k, v]) => [k, String(v)]),
  );
  const blob = await apiBlob(`/api/reportes/${section}/exportar/?${query.toString()}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `reporte-${section}-${params.desde}_${params.hasta}.${formato}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
