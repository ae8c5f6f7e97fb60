import type { ImpresionSede } from '@horno/domain/printing';
import { CircleCheck, Unplug } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { AgentsTable, agentName } from './agents-table';
import { PairingPanel } from './pairing-panel';

/** Whether the branch prints now, in one line a manager reads at a glance. */
function AgentSummary({ printing }: { printing: ImpresionSede }) {
  const connected = printing.agentes.filter((a) => a.conectado);
  const [title, detail] = connected.length
    ? [
        `Conectado: ${connected.map(agentName).join(', ')}`,
        'Los tickets y recibos se imprimen en las impresoras de abajo.',
      ]
    : printing.agentes.length
      ? [
          'Ningún agente conectado',
          'Los tickets esperan a que vuelva: revisa que el computador de la sede esté encendido, en la red y con el agente corriendo.',
        ]
      : [
          'Sin agente de impresión',
          'Nada se imprime todavía: empareja un computador de la sede con un código.',
        ];
  const Icon = connected.length ? CircleCheck : Unplug;
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-2xl p-4',
        connected.length ? 'bg-success-soft' : 'bg-warning-soft',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-6 shrink-0', connected.length ? 'text-success' : 'text-warning')}
      />
      <div>
        <p className="font-extrabold text-ink">{title}</p>
        <p className="text-sm text-ink">{detail}</p>
      </div>
    </div>
  );
}

/**
 * The branch's print agent: connected or not, the computers paired ('Desconectar' revokes one)
 * and the pairing of a new one.
 */
export function AgentCard({
  sedeId,
  printing,
  onWaiting,
}: {
  sedeId: number;
  printing: ImpresionSede;
  onWaiting: (waiting: boolean) => void;
}) {
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-extrabold text-ink">Agente de impresión</h2>
      <div role="status">
        <AgentSummary printing={printing} />
      </div>
      {printing.agentes.length > 0 ? <AgentsTable agentes={printing.agentes} /> : null}
      <PairingPanel sedeId={sedeId} agentes={printing.agentes} onWaiting={onWaiting} />
    </Card>
  );
}
