import {
  BRANCH_ADMIN_MESSAGES,
  MAX_EXTRA_MINUTES,
  PausaSedeSchema,
} from '@horno/domain/branch-admin';
import { addDays, bogotaInstant, bogotaParts, parseClock } from '@horno/domain/bogota-time';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/error-message';
import { serverNow, syncServerClock } from '../../../lib/server-clock';
import { notify } from '../../../lib/toast';
import { useRushControls } from '../api/rush-controls';

interface BranchRef {
  id: number;
  nombre: string;
}

/** The next time the clock reads 'HH:mm' in Bogotá (today, or tomorrow if it already passed). */
export function nextClockTime(hhmm: string, now: Date): Date | null {
  const minutes = parseClock(hhmm);
  if (minutes === null) return null;
  const today = bogotaParts(now).ymd;
  const at = bogotaInstant(today, minutes);
  return at > now ? at : bogotaInstant(addDays(today, 1), minutes);
}

interface PauseDialogProps {
  sede: BranchRef | null;
  onOpenChange: (open: boolean) => void;
}

/** 'Pausar pedidos en línea': a reason customers read, and maybe when it resumes by itself. */
export function PauseDialog({ sede, onOpenChange }: PauseDialogProps) {
  const { pause } = useRushControls();
  const [motivo, setMotivo] = useState('');
  const [hasta, setHasta] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!sede) return;
    void syncServerClock();
    setMotivo('');
    setHasta('');
    setError(undefined);
  }, [sede]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sede) return;
    const resume = hasta ? nextClockTime(hasta, serverNow()) : null;
    const body = { pausada: true, motivo, hasta: resume ? resume.toISOString() : null };
    const checked = PausaSedeSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    try {
      await pause.mutateAsync({ sedeId: sede.id, body: checked.data });
      notify.success(`Pedidos en línea pausados en ${sede.nombre}`);
      onOpenChange(false);
    } catch (failure) {
      notify.error(failureMessage('No se pudieron pausar los pedidos', failure));
    }
  };

  return (
    <Modal
      open={sede !== null}
      onOpenChange={onOpenChange}
      title={sede ? `Pausar pedidos en línea en ${sede.nombre}` : ''}
      description="Los clientes verán la sede sin recibir pedidos en línea y el motivo. El personal sigue registrando pedidos."
      widthClass="sm:max-w-md"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label="Motivo"
          placeholder="Horno en mantenimiento"
          value={motivo}
          maxLength={120}
          autoComplete="off"
          error={error}
          onChange={(event) => setMotivo(event.target.value)}
        />
        <TextField
          label="Reanudar a las (opcional)"
          type="time"
          value={hasta}
          hint="Sin hora, la pausa sigue hasta que pulses 'Reanudar pedidos'."
          onChange={(event) => setHasta(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" size="sm" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <SubmitButton pending={pause.isPending}>Pausar pedidos en línea</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

const BUSY_CHOICES = [0, 10, 15, 20, 30, 45, 60, 90, MAX_EXTRA_MINUTES];

interface BusyDialogProps {
  sede: (BranchRef & { minutos_extra: number }) | null;
  onOpenChange: (open: boolean) => void;
}

/** 'Modo ocupado': minutes added to the time customers are told, or off. */
export function BusyDialog({ sede, onOpenChange }: BusyDialogProps) {
  const { busy } = useRushControls();
  const [minutos, setMinutos] = useState(0);

  useEffect(() => {
    if (sede) setMinutos(sede.minutos_extra || 20);
  }, [sede]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sede) return;
    try {
      await busy.mutateAsync({ sedeId: sede.id, body: { minutos_extra: minutos } });
      notify.success(
        minutos === 0
          ? `Modo ocupado apagado en ${sede.nombre}`
          : `Modo ocupado en ${sede.nombre}: +${minutos} min`,
      );
      onOpenChange(false);
    } catch (failure) {
      notify.error(failureMessage(BRANCH_ADMIN_MESSAGES.extraMinutes, failure));
    }
  };

  return (
    <Modal
      open={sede !== null}
      onOpenChange={onOpenChange}
      title={sede ? `Modo ocupado en ${sede.nombre}` : ''}
      description="Los clientes ven que sus pedidos tardarán estos minutos más."
      widthClass="sm:max-w-md"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <SelectField
          label="Minutos extra"
          value={minutos}
          onChange={(event) => setMinutos(Number(event.target.value))}
          options={BUSY_CHOICES.map((m) => ({
            value: m,
            label: m === 0 ? 'Apagado' : `+${m} min`,
          }))}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" size="sm" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <SubmitButton pending={busy.isPending}>Guardar</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
