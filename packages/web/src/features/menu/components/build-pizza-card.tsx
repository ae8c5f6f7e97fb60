import { ChefHat } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Two half pizzas with different toppings, for decoration only. */
function HalfAndHalfArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" className={className}>
      <circle cx="60" cy="60" r="58" fill="#e9a23b" />
      <path d="M60 10 A50 50 0 0 0 60 110 Z" fill="#f6c453" />
      <path d="M60 10 A50 50 0 0 1 60 110 Z" fill="#f3b34a" />
      {[
        [38, 36],
        [28, 62],
        [42, 84],
      ].map(([cx, cy]) => (
        <circle key={`p-${cx}-${cy}`} cx={cx} cy={cy} r="8" fill="#b8321b" />
      ))}
      {[
        [80, 34],
        [92, 58],
        [78, 80],
        [88, 92],
      ].map(([cx, cy]) => (
        <circle key={`g-${cx}-${cy}`} cx={cx} cy={cy} r="5" fill="#3f7d3a" />
      ))}
      <rect x="58" y="6" width="4" height="108" rx="2" fill="#fdf6ec" />
    </svg>
  );
}

/** The 'Arma tu pizza' invitation leading the pizzas: two flavors, one pizza. */
export function BuildPizzaCard({ onOpen }: { onOpen: () => void }) {
  return (
    <div className="mb-5 flex items-center gap-4 overflow-hidden rounded-3xl bg-surface p-4 shadow-card ring-2 ring-crust/50 sm:gap-6 sm:p-5">
      <HalfAndHalfArt className="size-20 shrink-0 sm:size-24" />
      <div className="min-w-0 flex-1 space-y-3 sm:flex sm:items-center sm:justify-between sm:gap-6 sm:space-y-0">
        <div className="space-y-1">
          <h3 className="text-xl font-extrabold text-ink">Arma tu pizza</h3>
          <p className="text-sm leading-relaxed text-ink-muted">
            Mitad y mitad: elige dos sabores y paga solo la mitad de mayor valor.
          </p>
        </div>
        <Button onClick={onOpen} className="shrink-0">
          <ChefHat aria-hidden="true" className="size-5" />
          Armar mi pizza
        </Button>
      </div>
    </div>
  );
}
