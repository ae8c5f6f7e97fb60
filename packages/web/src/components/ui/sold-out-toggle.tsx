import type { AgotadoInput } from '@horno/domain/catalog-admin';
import { cn } from '../../../lib/cn';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useState } from 'react';

/** One tap: sold out at the branch until it opens again, or available again. */
export function SoldOutToggle({
  nombre,
  target,
  agotado,
  onChange,
}: {
  nombre: string;
  target: Omit<AgotadoInput, 'agotado'>;
  agotado: boolean;
  /** Sends the switch to the server (the page owns the branch's sold-out list). */
  onChange: (input: AgotadoInput) => Promise<unknown>;
}) {
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    setPending(true);
    try {
      await onChange({ ...target, agotado: !agotado });
      notify.success(
        agotado
          ? `${nombre} está disponible otra vez`
          : `${nombre}: agotado hasta la próxima apertura`,
      );
    } catch (error) {
      notify.error(failureMessage('No se pudo cambiar la disponibilidad', error));
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={agotado}
      aria-label={`${nombre} agotado hoy`}
      disabled={pending}
      onClick={() => void toggle()}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-bold whitespace-nowrap',
        agotado
          ? 'bg-warning-soft text-warning'
          : 'bg-success-soft text-success hover:bg-success-soft/70',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-5 w-9 rounded-full transition-colors',
          agotado ? 'bg-warning' : 'bg-success',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 size-4 rounded-full bg-surface transition-all',
            agotado ? 'left-[1.125rem]' : 'left-0.5',
          )}
        />
      </span>
      {agotado ? 'Agotado' : 'Disponible'}
    </button>
  );
}
