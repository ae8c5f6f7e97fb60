import type { Comparison, ReportSection } from '@horno/domain/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What a report is asked for: Bogotá days, one branch or all, and the comparison. */
export interface ReportParams {
  desde: string;
  hasta: string;
  sede: number | null;
  comparar: Comparison;
  comparar_sede: number | null;
}

/** The query string's values, without the empty ones. */
export function reportQuery(params: ReportParams): Record<string, string | number> {
  const query: Record<string, string | number> = {
    desde: params.desde,
    hasta: params.hasta,
    comparar: params.comparar,
  };
  if (params.sede !== null) query['sede'] = params.sede;
  if (params.comparar === 'sede' && params.comparar_sede !== null)
    query['comparar_sede'] = params.comparar_sede;
  return query;
}

export const reportKey = (section: ReportSection, params: ReportParams) =>
  ['reportes', section, reportQuery(params)] as const;

export function getReport<T>(section: ReportSection, params: ReportParams, signal?: AbortSignal) {
  return api.get<T>(`/api/reportes/${section}/`, { params: reportQuery(params), signal });
}

/** One section of the report; the previous answer stays on screen while the next one loads. */
export function useReport<T>(section: ReportSection, params: ReportParams, enabled = true) {
  return useQuery({
    queryKey: reportKey(section, params),
    queryFn: ({ signal }) => getReport<T>(section, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
