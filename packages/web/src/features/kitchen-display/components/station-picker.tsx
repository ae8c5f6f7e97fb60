import type { Estacion } from '@horno/domain/kitchen';
import { ArrowLeft, ChefHat, ChevronRight, Store } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { Link } from '../../../lib/link';
import { ButtonLabel, KITCHEN_BUTTON, KitchenBar } from './kitchen-bar';

const categories = (n: number) => (n === 1 ? '1 categoría' : `${n} categorías`);

/** 'Pedidos completos · ámbar a los 8 min, rojo a los 12'. */
const stationFacts = (station: Estacion) =>
  `${station.expedidor ? 'Pedidos completos' : categories(station.categorias.length)} · ámbar a los ${station.minutos_ambar} min, rojo a los ${station.minutos_rojo}`;

/** The branch's stations as large choices: the one this display shows is chosen once. */
function StationPicker({
  stations,
  current,
  onChoose,
}: {
  stations: readonly Estacion[];
  current: number | null;
  onChoose: (id: number) => void;
}) {
  if (stations.length === 0)
    return (
      <EmptyState
        icon={ChefHat}
        title="Esta sede no tiene estaciones de cocina"
        description="Pide a quien administra la sede que cree las estaciones (Sedes → Estaciones de cocina) para ver aquí sus tickets."
      />
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {stations.map((station) => (
        <li key={station.id}>
          <button
            type="button"
            onClick={() => onChoose(station.id)}
            aria-current={station.id === current ? 'true' : undefined}
            className={cn(
              'flex min-h-20 w-full items-center gap-4 rounded-2xl border-2 bg-surface px-5 py-4 text-left transition-colors hover:border-ink-muted',
              station.id === current ? 'border-[#f5b301]' : 'border-line',
            )}
          >
            <ChefHat aria-hidden="true" className="size-8 shrink-0 text-ink-muted" />
            <span className="min-w-0 flex-1">
              <span className="block text-2xl font-extrabold">{station.nombre}</span>
              <span className="block text-base text-ink-muted">{stationFacts(station)}</span>
            </span>
            {station.id === current ? (
              <span className="rounded-full bg-surface-muted px-3 py-1 text-sm font-bold">
                Actual
              </span>
            ) : null}
            <ChevronRight aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The display's first screen on a device (and 'Cambiar estación'): the branch's stations; the
 * choice is remembered on this device.
 */
export function StationChoice({
  stations,
  current,
  branchName,
  exitTo,
  changeBranchTo,
  onChoose,
  onBack,
}: {
  stations: readonly Estacion[];
  current: Estacion | null;
  branchName: string | null;
  exitTo: string;
  /** Where to pick another branch, for staff of several. */
  changeBranchTo: string | null;
  onChoose: (id: number) => void;
  /** Back to the current station's screen, when there is one. */
  onBack: (() => void) | null;
}) {
  return (
    <>
      <KitchenBar
        title="Elige la estación"
        subtitle={`${branchName ? `${branchName} · ` : ''}Esta pantalla la recordará en este dispositivo.`}
        exitTo={exitTo}
      >
        {changeBranchTo ? (
          <Link to={changeBranchTo} className={KITCHEN_BUTTON}>
            <Store aria-hidden="true" className="size-6" />
            <ButtonLabel>Cambiar sede</ButtonLabel>
          </Link>
        ) : null}
        {current && onBack ? (
          <button type="button" className={KITCHEN_BUTTON} onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-6" />
            Volver a {current.nombre}
          </button>
        ) : null}
      </KitchenBar>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        <div className="mx-auto max-w-4xl">
          <StationPicker stations={stations} current={current?.id ?? null} onChoose={onChoose} />
        </div>
      </div>
    </>
  );
}
