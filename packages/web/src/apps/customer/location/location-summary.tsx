import { ChevronDown, MapPin } from 'lucide-react';
import { useMatch } from 'react-router';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { useDeliveryStore } from '../../../features/delivery/store';
import { openLocationDialog } from './location-dialog-store';

/** The delivery address saved for the chosen branch, if any. */
function useShownAddress(sedeId: number | null) {
  const address = useDeliveryStore((state) => state.address);
  return address && address.sedeId === sedeId ? address : null;
}

/** The top bar's branch and address, opening 'Seleccionar sede y dirección'. */
export function LocationSummary() {
  const { sedeId, branch, resolving } = useChosenBranch();
  const address = useShownAddress(sedeId);
  const branchText = branch?.nombre ?? (resolving ? 'Cargando sedes…' : 'Selecciona sede');

  return (
    <button
      type="button"
      onClick={openLocationDialog}
      className="group flex h-12 min-w-0 flex-1 items-center gap-2 rounded-full border border-line bg-surface py-1 pr-2.5 pl-3.5 text-left shadow-sm transition-colors hover:border-primary sm:max-w-sm sm:flex-none sm:pr-4 md:max-w-md"
    >
      <MapPin aria-hidden="true" className="hidden size-5 shrink-0 text-primary sm:block" />
      <span className="flex min-w-0 flex-1 flex-col leading-tight">
        <span className="line-clamp-2 text-[0.8125rem] font-extrabold text-ink sm:line-clamp-1 sm:text-sm">
          <span className="sr-only">Sede: </span>
          {branchText}
        </span>
        <span className="sr-only truncate text-xs text-ink-muted md:not-sr-only md:block">
          <span className="sr-only">. Dirección: </span>
          {address?.direccion ?? 'Agregar dirección'}
        </span>
      </span>
      <span className="sr-only shrink-0 text-sm font-bold text-primary-strong group-hover:underline sm:not-sr-only">
        {address ? 'Cambiar' : 'Seleccionar'}
      </span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-muted sm:hidden" />
    </button>
  );
}

/** On phones under /menu: where the order will be delivered, or an invitation to say it. */
export function DeliveryStrip() {
  const onMenu = useMatch('/menu/*') !== null;
  const { sedeId } = useChosenBranch();
  const address = useShownAddress(sedeId);
  if (!onMenu) return null;
  return (
    <div className="border-t border-line/70 bg-surface-muted/60 md:hidden">
      <button
        type="button"
        onClick={openLocationDialog}
        className="mx-auto flex min-h-11 w-full max-w-7xl items-center gap-2 px-4 py-1.5 text-left text-sm"
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {address ? (
          <>
            <span className="min-w-0 flex-1 truncate text-ink">
              <span className="font-bold">Entregar en:</span> {address.direccion}
            </span>
            <span className="shrink-0 font-bold text-primary-strong">Cambiar</span>
          </>
        ) : (
          <span className="font-bold text-primary-strong">Seleccionar dirección de entrega</span>
        )}
      </button>
    </div>
  );
}
