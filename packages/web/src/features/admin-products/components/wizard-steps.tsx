import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface WizardStepsProps {
  steps: readonly string[];
  /** The step shown, from 1. */
  current: number;
  onSelect: (step: number) => void;
}

/** The wizard's clickable step indicators ('1 Información', '2 Secciones'). */
export function WizardSteps({ steps, current, onSelect }: WizardStepsProps) {
  return (
    <nav aria-label="Pasos del formulario" className="mb-5">
      <ol className="flex flex-wrap items-center gap-2">
        {steps.map((label, i) => {
          const step = i + 1;
          const active = step === current;
          const done = step < current;
          return (
            <li key={label} className="flex items-center gap-2">
              {i > 0 ? <span aria-hidden="true" className="h-px w-6 bg-line sm:w-10" /> : null}
              <button
                type="button"
                aria-current={active ? 'step' : undefined}
                onClick={() => onSelect(step)}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border py-1 pr-4 pl-1.5 text-sm font-bold transition-colors',
                  active
                    ? 'border-primary bg-surface text-ink shadow-sm'
                    : 'border-line bg-surface text-ink-muted hover:border-primary hover:text-ink',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-8 items-center justify-center rounded-full tabular-nums',
                    active || done ? 'bg-primary text-on-primary' : 'bg-surface-muted text-ink',
                  )}
                >
                  {done ? <Check className="size-4" strokeWidth={3} /> : step}
                </span>
                <span className="sr-only">Paso {step}: </span>
                {label}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
