import { MapPin, Phone } from 'lucide-react';
import { useBranches } from '../api/get-branches';

function telHref(telefono: string): string {
  const digits = telefono.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+57${digits}` : `tel:${digits}`;
}

/** Every branch with its address and phone, for the footer (light text on a dark background). */
export function BranchDirectory() {
  const { data: branches, isError } = useBranches();
  if (isError) return <p className="text-sm">Error al cargar las sedes disponibles.</p>;
  if (!branches) return <p className="text-sm">Cargando sedes…</p>;
  if (branches.length === 0)
    return <p className="text-sm">Pronto abriremos nuestra primera sede.</p>;

  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {branches.map((sede) => (
        <li key={sede.id} className="space-y-1.5">
          <p className="font-bold text-ink-inverse">{sede.nombre}</p>
          <p className="flex items-start gap-2 text-sm">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-crust" />
            <span>{sede.direccion}</span>
          </p>
          <a
            href={telHref(sede.telefono)}
            className="-ml-1 inline-flex min-h-11 items-center gap-2 rounded-md px-1 text-sm hover:text-ink-inverse hover:underline"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0 text-crust" />
            <span className="tabular-nums">{sede.telefono}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
