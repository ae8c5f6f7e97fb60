import { LocateFixed, LocateOff } from 'lucide-react';
import type { SharingState } from '../hooks/use-share-position';

const TEXTS: Record<Exclude<SharingState, 'off'>, string> = {
  asking: 'Activando tu ubicación...',
  on: 'Compartiendo ubicación',
  denied:
    'No compartes tu ubicación: permítela en el navegador para que el cliente vea que vas en camino.',
  unavailable: 'No se pudo leer tu ubicación: revisa que el GPS esté encendido.',
};

/** Whether the customer sees where the rider is: only during a trip under way. */
export function SharingStatus({ state }: { state: SharingState }) {
  if (state === 'off') return null;
  const ok = state === 'on' || state === 'asking';
  const Icon = ok ? LocateFixed : LocateOff;
  return (
    <p
      role="status"
      className={
        ok
          ? 'inline-flex items-center gap-2 rounded-full bg-success-soft px-3 py-1 text-sm font-bold text-success'
          : 'flex items-start gap-2 rounded-xl bg-warning-soft px-3 py-2 text-sm font-bold text-warning'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {TEXTS[state]}
    </p>
  );
}
