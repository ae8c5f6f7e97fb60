import { cn } from '../../../lib/cn';

export type LiveState = 'connecting' | 'open' | 'closed' | 'off';

const TEXT: Record<LiveState, string> = {
  open: 'En vivo',
  connecting: 'Conectando...',
  closed: 'Sin conexión, reintentando...',
  off: 'Sin conexión en vivo',
};

/** Whether new orders arrive by themselves: a green dot when the live socket is up. */
export function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <span
      data-live-state={state}
      className={cn(
        'inline-flex min-h-8 items-center gap-2 rounded-full px-3 text-xs font-bold',
        state === 'open' ? 'bg-success-soft text-success' : 'bg-warning-soft text-warning',
      )}
    >
      <span className="relative flex size-2.5" aria-hidden="true">
        {state === 'open' && (
          <span className="absolute inline-flex size-full rounded-full bg-success opacity-60 motion-safe:animate-ping" />
        )}
        <span
          className={cn(
            'relative inline-flex size-2.5 rounded-full',
            state === 'open' ? 'bg-success' : 'bg-warning',
          )}
        />
      </span>
      {TEXT[state]}
    </span>
  );
}
