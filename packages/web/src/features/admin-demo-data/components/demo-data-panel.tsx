import {
  DEMO_KIND_LABELS,
  type DatosDemoEliminados,
  type DemoConservado,
  type DemoConteo,
} from '@horno/domain/demo-data';
import { CircleCheck, PackageOpen, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useDemoData } from '../api/get-demo-data';
import { useRemoveDemoData } from '../api/remove-demo-data';

/** What always stays, whatever the demo loaded. */
const ALWAYS_KEPT = [
  'Tu cuenta, con la que entras ahora.',
  'La configuración del negocio: nombre, logo, colores, datos de contacto y el bono de bienvenida.',
  'Los roles, los permisos y las medidas.',
  'Todo lo que la pizzería registró: sus productos, sedes, pedidos y cuentas.',
];

function Counts({ conteos }: { conteos: readonly DemoConteo[] }) {
  return (
    <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
      {conteos.map((c) => (
        <li
          key={c.clase}
          className="flex items-baseline justify-between gap-3 border-b border-line/60 py-1.5"
        >
          <span>{c.etiqueta}</span>
          <span className="font-bold tabular-nums text-ink">{c.cantidad}</span>
        </li>
      ))}
    </ul>
  );
}

function KeptList({ conservados }: { conservados: readonly DemoConservado[] }) {
  if (conservados.length === 0) return null;
  return (
    <ul className="space-y-2">
      {conservados.map((c) => (
        <li key={`${c.clase}-${c.id}`} className="text-sm">
          <span className="font-bold text-ink">{c.nombre}</span>{' '}
          <span className="text-ink-muted">
            ({DEMO_KIND_LABELS[c.clase].toLowerCase()}): {c.motivo}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What the removal did: its summary, the counts and what stayed. */
function Result({ result }: { result: DatosDemoEliminados }) {
  return (
    <Card className="space-y-4" role="status" aria-labelledby="demo-resultado">
      <h2 id="demo-resultado" className="flex items-center gap-2 text-lg font-extrabold text-ink">
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        Datos de demostración eliminados
      </h2>
      <p className="text-sm text-ink-muted">{result.mensaje}</p>
      <Counts conteos={result.eliminados} />
      {result.conservados.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-bold text-ink">Se conservaron</h3>
          <KeptList conservados={result.conservados} />
        </div>
      ) : null}
    </Card>
  );
}

interface DemoDataPanelProps {
  /** After the removal: the session's branches may be gone (the page settles them). */
  onRemoved: (result: DatosDemoEliminados) => Promise<void> | void;
}

/** 'Datos de demostración': what the demo loaded, and its removal after a confirmation. */
export function DemoDataPanel({ onRemoved }: DemoDataPanelProps) {
  const datos = useDemoData();
  const remove = useRemoveDemoData();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<DatosDemoEliminados | null>(null);

  const confirm = async () => {
    try {
      const removed = await remove.mutateAsync();
      setResult(removed);
      setConfirming(false);
      notify.success('Datos de demostración eliminados');
      await onRemoved(removed);
    } catch (error) {
      setConfirming(false);
      notify.error(failureMessage('No se pudieron eliminar los datos de demostración', error));
      void datos.refetch();
    }
  };

  if (result) return <Result result={result} />;
  if (datos.isPending) {
    return (
      <Card role="status" aria-label="Cargando..." className="space-y-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </Card>
    );
  }
  if (datos.isError) {
    return (
      <LoadError
        title="No se pudo saber qué datos de demostración hay"
        onRetry={() => void datos.refetch()}
        error={datos.error}
      />
    );
  }
  if (!datos.data.presentes) {
    return (
      <EmptyState
        icon={PackageOpen}
        title="No hay datos de demostración"
        description="Todo lo que ves lo registró la pizzería: no hay nada de la demostración por eliminar."
      />
    );
  }
  const { eliminar, conservar } = datos.data;
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <Card className="space-y-4">
        <h2 className="flex items-center gap-2 text-lg font-extrabold text-ink">
          <Trash2 aria-hidden="true" className="size-5 text-primary" />
          Se eliminará
        </h2>
        <p className="text-sm text-ink-muted">
          Lo que cargó la pizzería de demostración. Las mesas y zonas de entrega se van con sus
          sedes.
        </p>
        <Counts conteos={eliminar} />
        <Button onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Eliminar datos de demostración
        </Button>
      </Card>
      <Card className="space-y-4">
        <h2 className="flex items-center gap-2 text-lg font-extrabold text-ink">
          <ShieldCheck aria-hidden="true" className="size-5 text-success" />
          Se conservará
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {ALWAYS_KEPT.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {conservar.length > 0 ? (
          <div className="space-y-2">
            <h3 className="text-sm font-bold text-ink">
              Y estos registros de la demostración, porque la pizzería los usa
            </h3>
            <KeptList conservados={conservar} />
          </div>
        ) : null}
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Eliminar los datos de demostración?"
        description={
          <>
            <p>
              Se eliminarán{' '}
              {eliminar.map((c) => `${c.cantidad} ${c.etiqueta.toLowerCase()}`).join(', ')}. No se
              puede deshacer.
            </p>
            <p className="mt-2">Los menús de los clientes se vaciarán enseguida.</p>
          </>
        }
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        pending={remove.isPending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
