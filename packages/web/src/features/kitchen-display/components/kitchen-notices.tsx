import { CloudOff, TriangleAlert } from 'lucide-react';
import type { KitchenConflict, OutboxProblem } from '../hooks/use-kitchen-outbox';

const changes = (n: number) => (n === 1 ? '1 cambio' : `${n} cambios`);

/**
 * What the cook must know about the taps of this device: those waiting for the connection, and
 * those the server refused once they arrived (with its reason), until they are read.
 */
export function KitchenNotices({
  waiting,
  problem,
  conflicts,
  onDismiss,
}: {
  waiting: number;
  problem: OutboxProblem;
  conflicts: readonly KitchenConflict[];
  onDismiss: (id: string) => void;
}) {
  return (
    <>
      <div role="status">
        {waiting > 0 && problem !== null ? (
          <p className="flex min-h-12 items-center gap-2 bg-warning-soft px-4 py-2 text-lg font-bold text-warning">
            <CloudOff aria-hidden="true" className="size-6 shrink-0" />
            {problem === 'offline'
              ? `Sin conexión: se enviará al reconectar (${changes(waiting)} guardados en este dispositivo).`
              : `El servidor no respondió: se reintentará (${changes(waiting)} guardados en este dispositivo).`}
          </p>
        ) : null}
      </div>
      {conflicts.length > 0 ? (
        <div role="alert" className="space-y-px">
          {conflicts.map((conflict) => (
            <div
              key={conflict.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 bg-primary-soft px-4 py-2 text-primary-strong"
            >
              <TriangleAlert aria-hidden="true" className="size-6 shrink-0" />
              <p className="min-w-0 flex-1">
                <strong className="block text-lg">{conflict.title}</strong>
                <span className="text-base">{conflict.message}</span>
              </p>
              <button
                type="button"
                onClick={() => onDismiss(conflict.id)}
                className="min-h-14 rounded-xl bg-ink px-5 text-lg font-extrabold text-page"
              >
                Entendido
              </button>
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}
