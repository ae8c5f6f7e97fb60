import { ChevronDown, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useBranchStatus } from '../api/get-branch-status';
import { useChosenBranch } from '../hooks/use-chosen-branch';

/** Minimal branch picker for the top bar; closed branches are marked ' (cerrado)'. */
export function BranchSelect() {
  const id = useId();
  const { branch, branches, chooseBranch } = useChosenBranch();
  const status = useBranchStatus();
  const isClosed = (sedeIdToCheck: number) =>
    status.data?.find((estado) => estado.id === sedeIdToCheck)?.abierta === false;

  const list = branches.data ?? [];
  const placeholder = branches.isError
    ? 'Sedes no disponibles'
    : branches.isPending
      ? 'Cargando sedes…'
      : 'Selecciona sede';

  return (
    <div className="relative min-w-0 flex-1 sm:flex-none">
      <MapPin
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-primary"
      />
      <label
        htmlFor={id}
        className="pointer-events-none absolute top-1.5 left-10 text-[0.6875rem] leading-none font-bold tracking-wide text-ink-muted uppercase"
      >
        Sede
      </label>
      <select
        id={id}
        value={branch ? String(branch.id) : ''}
        disabled={list.length === 0}
        onChange={(event) => chooseBranch(Number(event.target.value))}
        className="h-12 w-full min-w-0 cursor-pointer appearance-none truncate rounded-full border border-line bg-surface pt-4 pr-9 pb-1 pl-10 text-sm font-bold text-ink shadow-sm transition-colors hover:border-primary disabled:cursor-default sm:w-64"
      >
        {!branch && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {list.map((sede) => (
          <option key={sede.id} value={sede.id}>
            {sede.nombre}
            {isClosed(sede.id) ? ' (cerrado)' : ''}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
