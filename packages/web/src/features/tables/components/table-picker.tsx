import { ESTADO_MESA_LABELS, type Mesa } from '@horno/domain/tables';
import { Check, Utensils } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FieldError } from '../../../components/ui/field-error';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useTables } from '../api/get-tables';
import { TABLE_STATE_STYLE } from '../table-states';

/** The table an order is served at. */
export interface ChosenTable {
  id: number;
  nombre: string;
}

interface TablePickerProps {
  sedeId: number;
  value: ChosenTable | null;
  onChange: (mesa: ChosenTable) => void;
  /** Said under the field after a blocked submit. */
  error?: string | undefined;
}

function TableOption({
  mesa,
  selected,
  onChoose,
}: {
  mesa: Mesa;
  selected: boolean;
  onChoose: () => void;
}) {
  const { icon: Icon, badge } = TABLE_STATE_STYLE[mesa.estado];
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        aria-pressed={selected}
        className={cn(
          'flex min-h-20 w-full flex-col items-start justify-between gap-2 rounded-2xl border-2 bg-surface p-3 text-left transition-colors hover:border-primary',
          selected ? 'border-primary bg-primary-soft' : 'border-line',
        )}
      >
        <span className="flex w-full items-center justify-between gap-2 font-extrabold text-ink">
          {mesa.nombre}
          {selected && <Check aria-hidden="true" className="size-5 text-primary-strong" />}
        </span>
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold',
            badge,
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {ESTADO_MESA_LABELS[mesa.estado]}
        </span>
      </button>
    </li>
  );
}

function TableChoices({
  sedeId,
  value,
  onChoose,
}: {
  sedeId: number;
  value: ChosenTable | null;
  onChoose: (mesa: Mesa) => void;
}) {
  const tables = useTables(sedeId);
  if (tables.isPending) {
    return (
      <div role="status" aria-label="Cargando mesas..." className="grid grid-cols-3 gap-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (tables.isError) {
    return (
      <LoadError
        title="No pudimos cargar las mesas de la sede."
        onRetry={() => void tables.refetch()}
      />
    );
  }
  if (tables.data.length === 0) {
    return (
      <EmptyState
        icon={Utensils}
        title="Esta sede no tiene mesas registradas"
        description="Regístralas en Mesas › Registrar mesas."
      />
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {tables.data.map((mesa) => (
        <TableOption
          key={mesa.id}
          mesa={mesa}
          selected={mesa.id === value?.id}
          onChoose={() => onChoose(mesa)}
        />
      ))}
    </ul>
  );
}

/** The table of a MESA order: the chosen one, and the 'Seleccionar mesa' modal of the branch. */
export function TablePicker({ sedeId, value, onChange, error }: TablePickerProps) {
  const [open, setOpen] = useState(false);
  const errorId = useId();
  return (
    <div className="space-y-2">
      {value ? (
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-muted/50 p-3">
          <Utensils aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-bold tracking-wide text-ink-muted uppercase">Mesa</p>
            <p className="font-bold text-ink">{value.nombre}</p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            Cambiar<span className="sr-only"> mesa</span>
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => setOpen(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <Utensils aria-hidden="true" className="size-4" />
          Seleccionar mesa
        </Button>
      )}
      {!value && <FieldError id={errorId} message={error} />}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Seleccionar mesa"
        description="Elige la mesa donde se sirve el pedido."
        widthClass="sm:max-w-xl"
      >
        <TableChoices
          sedeId={sedeId}
          value={value}
          onChoose={(mesa) => {
            onChange({ id: mesa.id, nombre: mesa.nombre });
            setOpen(false);
          }}
        />
      </Modal>
    </div>
  );
}
