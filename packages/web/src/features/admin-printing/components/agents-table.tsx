import { formatDateTimeShort } from '@horno/domain/dates';
import type { ImpresionSede } from '@horno/domain/printing';
import { Unplug } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  createDataTableColumns,
  DataTable,
  type DataTableColumns,
} from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { refusalMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useRevokeAgent } from '../api/revoke-agent';

type Agente = ImpresionSede['agentes'][number];

/** An agent's name as shown: the computer it runs on. */
export const agentName = (agente: Pick<Agente, 'nombre'>) => agente.nombre || 'Sin nombre';

const helper = createDataTableColumns<Agente>();

const baseColumns = [
  helper.accessor(agentName, {
    id: 'nombre',
    header: 'Computador',
    cell: (info) => <span className="font-bold break-words text-ink">{info.getValue()}</span>,
  }),
  helper.accessor((a) => (a.conectado ? 'Conectado' : 'Desconectado'), {
    id: 'estado',
    header: 'Estado',
    cell: ({ row, getValue }) => (
      <Badge tone={row.original.conectado ? 'success' : 'warning'}>{getValue()}</Badge>
    ),
  }),
  helper.accessor((a) => (a.visto_en ? formatDateTimeShort(a.visto_en) : 'Nunca'), {
    id: 'visto',
    header: 'Visto por última vez',
    meta: { className: 'tabular-nums' },
  }),
  helper.accessor((a) => formatDateTimeShort(a.creado_en), {
    id: 'emparejado',
    header: 'Emparejado',
    meta: { className: 'tabular-nums' },
  }),
];

const actionsColumn = (onRevoke: (agente: Agente) => void) =>
  helper.display({
    id: 'acciones',
    header: () => <span className="sr-only">Acciones</span>,
    meta: { className: 'text-right', actions: true },
    cell: ({ row }) => (
      <Button variant="secondary" size="sm" onClick={() => onRevoke(row.original)}>
        <Unplug aria-hidden="true" className="size-4" />
        Desconectar<span className="sr-only"> {agentName(row.original)}</span>
      </Button>
    ),
  });

/** The branch's print agents: connected or not, last seen, and 'Desconectar' (revoke). */
export function AgentsTable({ agentes }: { agentes: readonly Agente[] }) {
  const [revoking, setRevoking] = useState<Agente | null>(null);
  const revoke = useRevokeAgent();
  const columns: DataTableColumns<Agente> = useMemo(
    () => helper.columns([...baseColumns, actionsColumn(setRevoking)]),
    [],
  );

  const confirm = () => {
    if (!revoking) return;
    const name = agentName(revoking);
    revoke.mutate(revoking.id, {
      onSuccess: () => notify.success(`Agente de ${name} desconectado`),
      onError: (error) =>
        notify.error(
          refusalMessage(`No se pudo desconectar el agente de ${name}. Inténtalo de nuevo.`, error),
          { duration: 8000 },
        ),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <>
      <DataTable
        data={agentes}
        columns={columns}
        label="Agentes de impresión"
        // Usually one computer, two at most: no filters, sorting or pages to wade through.
        pagination={false}
        sorting={false}
        filters={false}
        empty={
          <EmptyState
            icon={Unplug}
            title="Ningún computador de la sede está emparejado"
            description="Genera un código y ejecuta el comando en un computador de la sede que esté en la red de las impresoras."
          />
        }
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={revoking ? `¿Desconectar el agente de ${agentName(revoking)}?` : ''}
        description={
          <ul className="list-disc space-y-1.5 pl-5">
            <li>Ese computador deja de imprimir para la sede: su clave ya no sirve.</li>
            <li>Los tickets y recibos nuevos esperan a que otro agente se conecte.</li>
            <li>Para volver a usarlo, genera un código nuevo y emparéjalo otra vez.</li>
          </ul>
        }
        confirmLabel="Desconectar"
        pendingLabel="Desconectando..."
        pending={revoke.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
