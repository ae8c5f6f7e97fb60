import { formatTime } from '@horno/domain/dates';
import { PAIRING_CODE_MINUTES, type ImpresionSede } from '@horno/domain/printing';
import { Check, CircleCheck, Copy, KeyRound, RefreshCw } from 'lucide-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/error-message';
import { useServerNow } from '../../../lib/server-clock';
import { notify } from '../../../lib/toast';
import { type PairingCode, useCreatePairingCode } from '../api/create-pairing-code';
import { agentName } from './agents-table';

/** What to run on the branch's computer: the agent, pointed at this site, with the code. */
export const agentCommand = (origin: string, codigo: string) =>
  `npm run impresora -- --servidor ${origin} --codigo ${codigo}`;

/** '9:05': minutes and seconds left. */
const countdown = (ms: number) => {
  // Never more than the code's life: the server's clock is known to within a round trip.
  const seconds = Math.max(0, Math.min(PAIRING_CODE_MINUTES * 60, Math.floor(ms / 1000)));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

type Agente = ImpresionSede['agentes'][number];

/**
 * 'Generar código': a one-time code shown large, how long it lasts and the exact command for the
 * branch's computer, with a copy button. When a new agent shows up in `agentes` the code was
 * used: the panel says so. `onWaiting` tells the page to read the branch more often meanwhile.
 */
export function PairingPanel({
  sedeId,
  agentes,
  onWaiting,
}: {
  sedeId: number;
  agentes: readonly Agente[];
  onWaiting: (waiting: boolean) => void;
}) {
  const create = useCreatePairingCode(sedeId);
  const [code, setCode] = useState<(PairingCode & { known: ReadonlySet<number> }) | null>(null);
  const [paired, setPaired] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const now = useServerNow(1000);
  const codeRef = useRef<HTMLParagraphElement>(null);
  const command = code ? agentCommand(window.location.origin, code.codigo) : '';
  const left = code && now !== null ? Date.parse(code.vence_en) - now : null;
  const expired = left !== null && left <= 0;
  const newAgent = code ? agentes.find((a) => !code.known.has(a.id)) : undefined;
  const waiting = code !== null && !expired;
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

  useEffect(() => onWaiting(waiting), [waiting, onWaiting]);
  useEffect(() => {
    if (!newAgent) return;
    setPaired(agentName(newAgent));
    setCode(null);
  }, [newAgent]);

  const generate = () => {
    setPaired(null);
    setCopied(false);
    create.mutate(undefined, {
      onSuccess: (made) => {
        setCode({ ...made, known: new Set(agentes.map((a) => a.id)) });
        requestAnimationFrame(() => codeRef.current?.focus());
      },
      onError: (error) => notify.error(failureMessage('No se pudo generar el código', error)),
    });
  };

  const copy = () => {
    navigator.clipboard.writeText(command).then(
      () => setCopied(true),
      () => notify.error('No se pudo copiar: selecciona el comando y cópialo a mano.'),
    );
  };

  const generateButton = (label: string, variant: 'primary' | 'secondary') => (
    <Button size="sm" variant={variant} onClick={generate} disabled={create.isPending}>
      {create.isPending ? (
        <Spinner />
      ) : variant === 'primary' ? (
        <KeyRound aria-hidden="true" className="size-4" />
      ) : (
        <RefreshCw aria-hidden="true" className="size-4" />
      )}
      {create.isPending ? 'Generando...' : label}
    </Button>
  );

  return (
    <div className="space-y-3 rounded-2xl bg-surface-muted p-4">
      <h3 className="font-extrabold text-ink">Emparejar un computador de la sede</h3>
      {paired ? (
        <p role="status" className="flex items-center gap-2 font-bold text-success">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {paired} quedó emparejado: ya imprime para la sede.
        </p>
      ) : null}
      {code && !expired ? (
        <div className="space-y-3">
          <p className="text-sm font-bold text-ink-muted">Código de emparejamiento</p>
          <p
            ref={codeRef}
            tabIndex={-1}
            className="font-mono text-4xl font-extrabold tracking-[0.15em] text-ink tabular-nums sm:text-5xl"
          >
            {code.codigo}
          </p>
          <p className="text-sm text-ink-muted">
            Sirve una sola vez, hasta las {formatTime(code.vence_en)}
            {left !== null ? (
              <>
                {' '}
                (vence en <span className="font-bold text-ink tabular-nums">{countdown(left)}</span>
                )
              </>
            ) : null}
            .
          </p>
          <p className="text-sm text-ink">
            En el computador de la sede (con Horno descargado y <code>npm install</code> hecho),
            abre una terminal en la carpeta de Horno y ejecuta:
          </p>
          <pre className="overflow-x-auto rounded-xl bg-night px-3 py-2.5 text-sm whitespace-pre-wrap text-white select-all">
            {/* Lines break between words only: a break after '--' would read as another option. */}
            <code>
              {command.split(' ').map((word, i) => (
                <Fragment key={i}>
                  {i > 0 ? ' ' : null}
                  <span className="whitespace-nowrap">{word}</span>
                </Fragment>
              ))}
            </code>
          </pre>
          <div className="flex flex-wrap gap-2">
            {canCopy ? (
              <Button size="sm" onClick={copy}>
                {copied ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Copy aria-hidden="true" className="size-4" />
                )}
                {copied ? 'Comando copiado' : 'Copiar comando'}
              </Button>
            ) : null}
            {generateButton('Generar otro código', 'secondary')}
          </div>
          <p className="text-sm text-ink-muted">
            Esta página muestra el computador en cuanto se empareje. Luego el agente sigue solo:
            déjalo corriendo (mejor como servicio, para que arranque con el computador).
          </p>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-ink-muted">
            {expired
              ? 'El código venció sin usarse. Genera otro.'
              : `Un computador de la sede que esté siempre encendido y en la misma red que las impresoras corre el agente de impresión. Genera un código (vale ${PAIRING_CODE_MINUTES} minutos, una sola vez) y ejecuta el comando que aparece en ese computador.`}
          </p>
          {generateButton('Generar código', 'primary')}
        </div>
      )}
    </div>
  );
}
