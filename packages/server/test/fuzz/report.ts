// What a fuzz run found: counts by status class, status and operation, and every answer that
// broke the contract, with the request that caused it.
import type { Operation } from './operations';

export type Caller = 'anonymous' | 'admin';
export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'unsent';

export interface Failure {
  index: number;
  caller: Caller;
  operation: string;
  reason: string;
  request: { method: string; url: string; headers: Record<string, string>; body: string };
  status?: number;
  response?: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  durationMs: number;
  operations: Operation[];
  byClass: Record<StatusClass, number>;
  byStatus: Map<number, number>;
  byOperation: Map<string, Record<StatusClass, number>>;
  /** Milliseconds spent answering each operation, to spot a slow one. */
  msByOperation: Map<string, number>;
  failures: Failure[];
  /** Parameters never sent well-formed or never sent hostile, and bodies never sent. */
  untried: string[];
  /** Requests sent after the run for the pairs it had missed (not counted in `requests`). */
  topUps: number;
  adminLogins: number;
  adminRestores: number;
  seededOrders: number;
}

export const excerpt = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`;

export const classOf = (status: number): StatusClass =>
  status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx';

export const emptyCounts = (): Record<StatusClass, number> => ({
  '2xx': 0,
  '3xx': 0,
  '4xx': 0,
  '5xx': 0,
  unsent: 0,
});

function failureText(f: Failure): string {
  return [
    `#${f.index} ${f.caller} ${f.operation}: ${f.reason}`,
    `  ${f.request.method} ${f.request.url}`,
    `  headers: ${JSON.stringify(f.request.headers)}`,
    `  body: ${JSON.stringify(f.request.body)}`,
    f.status === undefined ? '' : `  → ${f.status} ${f.response ?? ''}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The failures, grouped by operation and reason, then the first few in full. */
export function formatFailures(report: FuzzReport, detailed = 15): string {
  if (report.failures.length === 0) return 'no failures';
  const groups = new Map<string, number>();
  for (const f of report.failures) {
    const key = `${f.operation} → ${f.status ?? '-'} ${f.reason}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [
    `${report.failures.length} failing answers (replay with FUZZ_SEED=${report.seed}):`,
    ...[...groups].map(([key, n]) => `  ${n} × ${key}`),
    '',
    ...report.failures.slice(0, detailed).map(failureText),
  ].join('\n');
}

/** Counts by status class, by status, by operation, and the seed. */
export function formatReport(report: FuzzReport): string {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const classes: StatusClass[] = ['2xx', '3xx', '4xx', '5xx', 'unsent'];
  const lines = [
    `seed ${report.seed}: ${report.requests} requests to ${report.operations.length} operations` +
      ` in ${(report.durationMs / 1000).toFixed(1)} s` +
      ` (orders placed first ${report.seededOrders}, admin logins ${report.adminLogins},` +
      ` access restores ${report.adminRestores})`,
    `by class: ${classes.map((c) => `${c} ${report.byClass[c]}`).join(', ')}`,
    `by status: ${[...report.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
    '',
    `${'operation'.padEnd(52)}${classes.map((c) => pad(c, 7)).join('')}${pad('ms', 8)}`,
  ];
  for (const [name, counts] of report.byOperation) {
    const ms = Math.round(report.msByOperation.get(name) ?? 0);
    lines.push(`${name.padEnd(52)}${classes.map((c) => pad(counts[c], 7)).join('')}${pad(ms, 8)}`);
  }
  if (report.topUps > 0)
    lines.push('', `topped up: ${report.topUps} requests for pairs the run missed`);
  if (report.untried.length > 0) lines.push('', `never tried: ${report.untried.join('; ')}`);
  lines.push('', formatFailures(report));
  return lines.join('\n');
}
