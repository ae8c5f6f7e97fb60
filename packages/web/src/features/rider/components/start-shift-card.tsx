import type { RiderScreen } from '@horno/domain/deliveries';
import { Bike, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ChoiceTile } from '../../../components/ui/choice-tile';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useStartShift } from '../api/start-shift';

/**
 * No shift yet: the branch to work at (asked only when there are several; the one the back
 * office has selected comes chosen) and 'Iniciar turno'.
 */
export function StartShiftCard({
  sedes,
  preferredSede,
}: {
  sedes: RiderScreen['sedes'];
  preferredSede: number | null;
}) {
  const name = useId();
  const start = useStartShift();
  const [chosen, setChosen] = useState<number | null>(
    () => sedes.find((s) => s.id === preferredSede)?.id ?? sedes[0]?.id ?? null,
  );
  const sede = sedes.find((s) => s.id === chosen) ?? null;

  if (sedes.length === 0) {
    return (
      <EmptyState
        icon={Store}
        title="No tienes sedes para repartir"
        description="Pide a un administrador que te asocie a la sede donde trabajas."
      />
    );
  }

  return (
    <div className="space-y-5 rounded-2xl bg-surface p-5 shadow-card ring-1 ring-line">
      <div className="flex items-start gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
          <Bike aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 className="text-xl font-extrabold text-ink">Inicia tu turno</h2>
          <p className="text-base text-ink-muted">
            {sedes.length > 1
              ? 'Elige la sede donde repartes hoy. El despacho te verá y te asignará viajes.'
              : `Repartes desde ${sedes[0]!.nombre}. El despacho te verá y te asignará viajes.`}
          </p>
        </div>
      </div>
      {sedes.length > 1 ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-base font-bold text-ink">Sede</legend>
          {sedes.map((s) => (
            <ChoiceTile
              key={s.id}
              name={name}
              value={String(s.id)}
              icon={Store}
              checked={chosen === s.id}
              onSelect={() => setChosen(s.id)}
            >
              <span className="text-base">{s.nombre}</span>
            </ChoiceTile>
          ))}
        </fieldset>
      ) : null}
      <Button
        className="min-h-14 w-full text-lg"
        disabled={!sede || start.isPending}
        onClick={() => sede && start.mutate({ sede: sede.id, nombre: sede.nombre })}
      >
        {start.isPending ? <Spinner /> : null}
        {start.isPending ? 'Iniciando turno...' : 'Iniciar turno'}
      </Button>
    </div>
  );
}
