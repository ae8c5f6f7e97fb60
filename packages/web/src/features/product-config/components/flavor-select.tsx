import type { GrupoSabor, Producto } from '@horno/domain/catalog';
import { formatCOP } from '@horno/domain/money';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

// Kept here in the spec's order: a value import from catalog.ts would bring zod into the chunk.
const GROUPS: readonly [GrupoSabor, string][] = [
  ['TRADICIONALES', 'Tradicionales'],
  ['ESPECIALES', 'Especiales'],
  ['SUPER_ESPECIALES', 'Super especiales'],
];

export type FlavorGroups = Partial<Record<GrupoSabor, { producto: Producto; precio: number }[]>>;

interface FlavorSelectProps {
  label: string;
  groups: FlavorGroups;
  value: number | null;
  /** The other half's flavor: the same flavor cannot be both halves. */
  excluded: number | null;
  onChange: (id: number | null) => void;
}

/** One half's flavor, from the flavors grouped as Tradicionales, Especiales, Super especiales. */
export function FlavorSelect({ label, groups, value, excluded, onChange }: FlavorSelectProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-bold text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value === null ? '' : String(value)}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          className="h-12 w-full cursor-pointer appearance-none truncate rounded-xl border border-line bg-surface pr-10 pl-4 text-base font-bold text-ink shadow-sm transition-colors hover:border-primary focus:border-primary"
        >
          <option value="">Elige un sabor</option>
          {GROUPS.map(([grupo, groupLabel]) => {
            const flavors = groups[grupo] ?? [];
            if (flavors.length === 0) return null;
            return (
              <optgroup key={grupo} label={groupLabel}>
                {flavors.map(({ producto, precio }) => (
                  <option key={producto.id} value={producto.id} disabled={producto.id === excluded}>
                    {producto.nombre} · {formatCOP(precio)}
                    {producto.id === excluded ? ' (en la otra mitad)' : ''}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-muted"
        />
      </div>
    </div>
  );
}
