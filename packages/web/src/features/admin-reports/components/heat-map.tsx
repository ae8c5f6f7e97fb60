import { type HoursReport, WEEKDAY_LABELS } from '@horno/domain/reports';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * Orders per weekday and hour as a table whose cells are shaded by how busy they are: the
 * numbers are in the cells, so the table is the chart and its data at once.
 */
export function HeatMap({ report }: { report: HoursReport }) {
  const max = Math.max(1, report.maximo);
  // Hours with no order on any day are left out (a pizzeria sleeps at 4 a. m.).
  const used = HOURS.filter((h) => report.pedidos.some((row) => (row[h] ?? 0) > 0));
  const hours = used.length ? HOURS.slice(used[0], (used.at(-1) ?? 23) + 1) : HOURS.slice(11, 23);
  return (
    <div className="overflow-x-auto">
      <table className="heat-map border-separate border-spacing-0.5 text-xs">
        <caption className="sr-only">Pedidos por día de la semana y hora</caption>
        <thead>
          <tr>
            <td />
            {hours.map((h) => (
              <th key={h} scope="col" className="px-0.5 font-bold text-ink-muted tabular-nums">
                {h}h
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.pedidos.map((row, d) => (
            <tr key={d}>
              <th scope="row" className="pr-2 text-left font-bold whitespace-nowrap text-ink">
                {WEEKDAY_LABELS[d]}
              </th>
              {hours.map((h) => {
                const n = row[h] ?? 0;
                const level = n / max;
                return (
                  <td
                    key={h}
                    className="size-8 min-w-8 rounded text-center tabular-nums"
                    style={{
                      background:
                        n === 0
                          ? 'var(--color-surface-muted)'
                          : `color-mix(in oklab, var(--color-primary) ${Math.round(15 + level * 85)}%, var(--color-surface))`,
                      color: level > 0.55 ? 'var(--color-on-primary)' : 'var(--color-ink)',
                    }}
                  >
                    {n}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
