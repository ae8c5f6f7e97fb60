import type { EstadoMesa } from '@horno/domain/order-states';
import { ESTADO_MESA_LABELS, type Mesa } from '@horno/domain/tables';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { TableStateOption } from '../api/get-table-states';
import { useUpdateTableState } from '../api/update-table-state';
import { TABLE_STATE_STYLE } from '../table-states';

/** A table with its state colour and its 'Cambiar estado' choice. */
export function TableCard({ mesa, states }: { mesa: Mesa; states: readonly TableStateOption[] }) {
  const nameId = useId();
  const update = useUpdateTableState();
  const estado = update.isPending && update.variables ? update.variables.estado : mesa.estado;
  const { icon: Icon, badge, edge } = TABLE_STATE_STYLE[estado];

  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border border-t-4 border-line bg-surface p-3 shadow-card sm:p-4',
        edge,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h3 id={nameId} className="text-lg leading-tight font-extrabold whitespace-nowrap text-ink">
          {mesa.nombre}
        </h3>
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
            badge,
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {ESTADO_MESA_LABELS[estado]}
        </span>
      </div>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          disabled={update.isPending}
          className="mt-auto inline-flex min-h-11 w-full items-center justify-between gap-1 rounded-xl border border-line bg-surface px-2 text-sm font-bold text-ink hover:border-primary hover:text-primary-strong disabled:text-ink-muted data-[state=open]:border-primary"
        >
          <span className="whitespace-nowrap">
            {update.isPending ? 'Guardando...' : 'Cambiar estado'}
            <span className="sr-only"> de {mesa.nombre}</span>
          </span>
          {update.isPending ? <Spinner /> : <ChevronDown aria-hidden="true" className="size-4" />}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-52">
          <DropdownMenuLabel>Estado de {mesa.nombre}</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={mesa.estado}
            onValueChange={(value) => {
              if (value !== mesa.estado) {
                update.mutate({ id: mesa.id, estado: value as EstadoMesa });
              }
            }}
          >
            {states.map((state) => {
              const style = TABLE_STATE_STYLE[state.value];
              return (
                <DropdownMenuRadioItem key={state.value} value={state.value}>
                  <span
                    className={cn(
                      'inline-flex size-6 items-center justify-center rounded-full',
                      style.badge,
                    )}
                  >
                    <style.icon aria-hidden="true" className="size-3.5" />
                  </span>
                  {state.label}
                </DropdownMenuRadioItem>
              );
            })}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </article>
  );
}
