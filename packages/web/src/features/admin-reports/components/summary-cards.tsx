import { formatCOP } from '@horno/domain/money';
import { SUMMARY_CARDS, type SummaryReport, type Totals } from '@horno/domain/reports';
import { ChangeTag } from './change-tag';

const LOWER_IS_BETTER: ReadonlySet<keyof Totals> = new Set([
  'descuentos',
  'cancelados',
  'valor_cancelado',
]);

/** The summary cards: each figure, its value in the comparison and the change. */
export function SummaryCards({ report }: { report: SummaryReport }) {
  const { actual, anterior } = report;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Resumen">
      {SUMMARY_CARDS.map((card) => {
        const value = actual[card.key];
        const before = anterior?.[card.key];
        const show = (v: number) => (card.money ? formatCOP(v) : v.toLocaleString('es-CO'));
        return (
          <li
            key={card.key}
            className="summary-card rounded-xl border border-line bg-page/40 p-3"
            data-key={card.key}
          >
            <p className="text-xs font-bold text-ink-muted">{card.label}</p>
            <p className="text-lg font-extrabold break-words text-ink tabular-nums sm:text-xl">
              {show(value)}
            </p>
            {anterior ? (
              <p className="flex flex-wrap items-baseline gap-x-1.5 text-xs text-ink-muted">
                <ChangeTag
                  current={value}
                  previous={before}
                  lowerIsBetter={LOWER_IS_BETTER.has(card.key)}
                />
                <span className="tabular-nums">antes {show(before ?? 0)}</span>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
