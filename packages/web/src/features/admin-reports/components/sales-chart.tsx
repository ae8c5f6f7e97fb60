import { formatDayShort } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import type { SalesReport } from '@horno/domain/reports';
import { cn } from '../../../lib/cn';
import { useWidth } from './use-width';

/** Line colours: the first series in the brand's colour, the comparison dashed and muted. */
export const SERIES_COLORS = [
  'var(--color-primary)',
  'var(--color-success)',
  'var(--color-warning)',
  '#2563eb',
  '#7c3aed',
  '#0e7490',
];

const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 96 };

const xLabel = (x: string, hourly: boolean) => (hourly ? `${x}:00` : formatDayShort(x));

/** A round step for about four grid lines up to `max`. */
function niceStep(max: number): number {
  const raw = Math.max(1, max) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / magnitude;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * magnitude;
}

/**
 * Net sales over time, one line per series (a branch, or the period and its comparison), drawn
 * as SVG; the same numbers follow in a table that screen readers read instead of the drawing.
 */
export function SalesChart({ report }: { report: SalesReport }) {
  const { ref, width } = useWidth<HTMLDivElement>(720);
  const hourly = report.granularidad === 'hora';
  const length = Math.max(...report.series.map((s) => s.puntos.length), 1);
  const max = Math.max(0, ...report.series.flatMap((s) => s.puntos.map((p) => p.ventas_netas)));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (length === 1 ? plotW / 2 : (i * plotW) / (length - 1));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const first = report.series[0];
  const labelEvery = Math.max(1, Math.ceil(length / Math.max(2, Math.floor(plotW / 64))));
  const compared = report.comparacion !== null;

  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {report.series.map((s, i) => (
          <li key={s.clave} className="flex items-center gap-2">
            <span
              className={cn('inline-block h-1 w-6 rounded', compared && i === 1 && 'opacity-70')}
              style={{
                background:
                  compared && i === 1
                    ? 'var(--color-ink-muted)'
                    : SERIES_COLORS[i % SERIES_COLORS.length],
              }}
            />
            {s.nombre}
          </li>
        ))}
      </ul>
      <div ref={ref} className="w-full">
        <svg width={width} height={HEIGHT} aria-hidden="true" className="block overflow-visible">
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(t)}
                y2={y(t)}
                stroke="var(--color-line)"
              />
              <text
                x={PAD.left - 8}
                y={y(t)}
                dy="0.32em"
                textAnchor="end"
                className="fill-ink-muted text-[11px] tabular-nums"
              >
                {formatCOP(t)}
              </text>
            </g>
          ))}
          {first?.puntos.map((p, i) =>
            i % labelEvery === 0 ? (
              <text
                key={p.x}
                x={x(i)}
                y={HEIGHT - 8}
                textAnchor="middle"
                className={cn(
                  'text-[11px]',
                  p.festivo && !hourly ? 'fill-primary-strong font-bold' : 'fill-ink-muted',
                )}
              >
                {xLabel(p.x, hourly)}
              </text>
            ) : null,
          )}
          {report.series.map((s, i) => {
            const color =
              compared && i === 1
                ? 'var(--color-ink-muted)'
                : SERIES_COLORS[i % SERIES_COLORS.length];
            return (
              <g key={s.clave}>
                <polyline
                  fill="none"
                  stroke={color}
                  strokeWidth={2.5}
                  strokeDasharray={compared && i === 1 ? '6 4' : undefined}
                  strokeLinejoin="round"
                  points={s.puntos.map((p, j) => `${x(j)},${y(p.ventas_netas)}`).join(' ')}
                />
                {length <= 40
                  ? s.puntos.map((p, j) => (
                      <circle key={p.x} cx={x(j)} cy={y(p.ventas_netas)} r={3} fill={color} />
                    ))
                  : null}
              </g>
            );
          })}
        </svg>
      </div>
      {!hourly && first?.puntos.some((p) => p.festivo) ? (
        <p className="text-xs text-ink-muted">
          Los festivos van en <span className="font-bold text-primary-strong">rojo</span>.
        </p>
      ) : null}
      {/* A table ignores a 1 px width: its box is the one visually hidden. */}
      <div className="sr-only">
        <table>
          <caption>Ventas netas y pedidos {hourly ? 'por hora' : 'por día'}</caption>
          <thead>
            <tr>
              <th scope="col">{hourly ? 'Hora' : 'Día'}</th>
              {report.series.map((s) => (
                <th key={s.clave} scope="col">
                  {s.nombre}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length }, (_, i) => (
              <tr key={i}>
                <th scope="row">
                  {report.series
                    .map((s) => s.puntos[i])
                    .filter((p) => p !== undefined)
                    .map((p) => `${xLabel(p.x, hourly)}${p.festivo && !hourly ? ' (festivo)' : ''}`)
                    .join(' / ')}
                </th>
                {report.series.map((s) => {
                  const p = s.puntos[i];
                  return (
                    <td key={s.clave}>
                      {p ? `${formatCOP(p.ventas_netas)}, ${p.pedidos} pedidos` : '—'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
