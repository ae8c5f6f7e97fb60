import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { type BulkResult, useBulkConvert } from '../api/specials';

function NameList({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <section>
      <h3 className="font-bold text-ink">{title}</h3>
      <ul className="mt-1 list-disc pl-5" aria-label={title}>
        {names.map((nombre) => (
          <li key={nombre}>{nombre}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'Convertir seleccionados a especiales': a warning with what will happen, the conversions one by
 * one, then 'Conversión exitosa' or 'Conversión parcial' with what failed and why.
 */
export function BulkConvertDialog({
  items,
  onClose,
}: {
  items: readonly { id: number; nombre: string }[];
  onClose: (converted: boolean) => void;
}) {
  const bulk = useBulkConvert();
  const [result, setResult] = useState<BulkResult | null>(null);

  const run = async () => {
    try {
      const done = await bulk.mutateAsync(items);
      if (done.failed.length === 0 && done.unreached.length === 0) {
        notify.success('Conversión exitosa');
        onClose(true);
      } else {
        setResult(done);
      }
    } catch {
      notify.error('Error de conexión');
    }
  };

  if (result) {
    const lost = result.unreached.length > 0;
    return (
      <Modal
        open
        onOpenChange={() => onClose(true)}
        title={lost ? 'Error de conexión' : 'Conversión parcial'}
        description={
          lost
            ? `Se perdió la conexión con el servidor. Se convirtieron ${result.converted.length} de ${items.length} productos antes de perderla.`
            : `Se convirtieron ${result.converted.length} de ${items.length} productos. Estos no se pudieron convertir:`
        }
        footer={
          <div className="flex justify-end">
            <Button size="sm" onClick={() => onClose(true)}>
              Entendido
            </Button>
          </div>
        }
      >
        <div className="space-y-4 text-sm">
          {result.failed.length > 0 ? (
            <ul className="space-y-2" aria-label="No se pudieron convertir">
              {result.failed.map((f) => (
                <li key={f.nombre} className="rounded-xl bg-warning-soft px-3 py-2 text-ink">
                  <strong>{f.nombre}</strong>: {f.reason}
                </li>
              ))}
            </ul>
          ) : null}
          {lost ? (
            <>
              <NameList title="Convertidos" names={result.converted} />
              <NameList title="Sin convertir (inténtalo de nuevo)" names={result.unreached} />
            </>
          ) : null}
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !bulk.isPending && onClose(false)}
      title="Convertir seleccionados a especiales"
      description="Cada producto regular se convierte en un producto especial del mismo nombre, con sus tamaños y adiciones como secciones; el regular se desactiva y pasa a llamarse «… (regular)». Los pedidos ya hechos no cambian."
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            size="sm"
            disabled={bulk.isPending}
            onClick={() => onClose(false)}
          >
            Cancelar
          </Button>
          <Button size="sm" disabled={bulk.isPending} onClick={() => void run()}>
            {bulk.isPending ? <Spinner /> : null}
            {bulk.isPending ? 'Convirtiendo...' : `Convertir ${items.length}`}
          </Button>
        </div>
      }
    >
      <ul className="max-h-48 space-y-1 overflow-y-auto text-sm" aria-label="Productos a convertir">
        {items.map((item) => (
          <li key={item.id}>{item.nombre}</li>
        ))}
      </ul>
    </Modal>
  );
}
