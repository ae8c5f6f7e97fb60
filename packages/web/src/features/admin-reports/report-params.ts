import {
  COMPARISONS,
  type Comparison,
  daysBetween,
  MAX_REPORT_DAYS,
  PERIOD_PRESETS,
  type PeriodPreset,
  presetPeriod,
} from '@horno/domain/reports';
import type { ReportParams } from './api/get-report';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (value: string | null): value is string =>
  value !== null &&
  DAY.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const idOf = (value: string | null, allowed: readonly number[]) => {
  const id = Number(value);
  return value !== null && allowed.includes(id) ? id : null;
};

/**
 * The report's parameters read from the address (so a report can be bookmarked and shared):
 * anything missing or wrong falls back to yesterday, all the caller's branches, no comparison.
 */
export function paramsFromSearch(
  search: URLSearchParams,
  today: string,
  branches: readonly number[],
): ReportParams {
  let desde = search.get('desde');
  let hasta = search.get('hasta');
  if (
    !realDay(desde) ||
    !realDay(hasta) ||
    hasta < desde ||
    daysBetween(desde, hasta) > MAX_REPORT_DAYS
  ) {
    ({ desde, hasta } = presetPeriod('ayer', today));
  }
  const sede = idOf(search.get('sede'), branches);
  const wanted = search.get('comparar') as Comparison | null;
  let comparar: Comparison = wanted && COMPARISONS.includes(wanted) ? wanted : 'ninguno';
  let comparar_sede = idOf(search.get('comparar_sede'), branches);
  if (comparar === 'sede' && (sede === null || comparar_sede === null || comparar_sede === sede)) {
    comparar = 'ninguno';
    comparar_sede = null;
  }
  return { desde, hasta, sede, comparar, comparar_sede };
}

/** The address's query for the parameters. */
export function searchFromParams(params: ReportParams): Record<string, string> {
  const out: Record<string, string> = { desde: params.desde, hasta: params.hasta };
  if (params.sede !== null) out['sede'] = String(params.sede);
  if (params.comparar !== 'ninguno') out['comparar'] = params.comparar;
  if (params.comparar === 'sede' && params.comparar_sede !== null)
    out['comparar_sede'] = String(params.comparar_sede);
  return out;
}

/** The preset the period matches, if any. */
export function matchingPreset(params: ReportParams, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((p) => {
      const period = presetPeriod(p, today);
      return period.desde === params.desde && period.hasta === params.hasta;
    }) ?? null
  );
}
