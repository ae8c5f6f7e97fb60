import type { Sede } from '@horno/domain/branches';
import { CalendarClock, MapPin, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { canConfirm, confirmBlocker, laterHint } from '../../../features/address/address-state';
import { AddressSearch } from '../../../features/address/components/address-search';
import { useAddressSearch } from '../../../features/address/hooks/use-address-search';
import { useBranchStatus } from '../../../features/branches/api/get-branch-status';
import { isBranchOpen } from '../../../features/branches/branch-status';
import { BranchScheduleDialog } from '../../../features/branches/components/branch-schedule-dialog';
import { BranchStatusBadge } from '../../../features/branches/components/branch-status-badge';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { useDeliveryStore } from '../../../features/delivery/store';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/toast';
import { toChosen, toQuoted } from '../../ordering/chosen-address';
import type { BranchChange } from './use-branch-change';

const BRANCH_TOAST_MS = 5_000;

interface BranchAddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  change: BranchChange;
}

function BranchField({
  branches,
  value,
  disabled,
  isClosed,
  onChange,
}: {
  branches: readonly Sede[];
  value: number | null;
  disabled: boolean;
  isClosed: (id: number) => boolean;
  onChange: (sede: Sede) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-bold text-ink">
        Sede
      </label>
      <div className="relative">
        <Store
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-primary"
        />
        <select
          id={id}
          value={value ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const sede = branches.find((s) => s.id === Number(event.target.value));
            if (sede) onChange(sede);
          }}
          className={cn(inputClass, 'cursor-pointer pl-11 font-bold disabled:cursor-wait')}
        >
          {value === null && (
            <option value="" disabled>
              Selecciona sede
            </option>
          )}
          {branches.map((sede) => (
            <option key={sede.id} value={sede.id}>
              {sede.nombre}
              {isClosed(sede.id) ? ' (cerrado)' : ''}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * 'Seleccionar sede y dirección': the branch (changed at once, after the cart check) and, for an
 * open branch, the delivery address with its fee, saved on 'Confirmar selección'.
 */
export function BranchAddressDialog({ open, onOpenChange, change }: BranchAddressDialogProps) {
  const navigate = useNavigate();
  const onMenu = useMatch('/menu/*') !== null;
  const { sedeId: shownSedeId, chosenId, branches } = useChosenBranch();
  // A branch the visitor did not choose (the open one the menu started on) is not preselected:
  // the modal asks for one.
  const sedeId = chosenId !== null && chosenId === shownSedeId ? shownSedeId : null;
  const status = useBranchStatus();
  const stored = useDeliveryStore((state) => state.address);
  const storedForBranch = stored && stored.sedeId === sedeId ? stored : null;
  const [scheduleOf, setScheduleOf] = useState<Sede | null>(null);

  const list = branches.data ?? [];
  const shownId = change.target?.id ?? sedeId;
  const shown = list.find((sede) => sede.id === shownId) ?? null;
  const branchOpen = shownId !== null && isBranchOpen(status.data, shownId);
  const search = useAddressSearch(sedeId, storedForBranch && toQuoted(storedForBranch));

  const loading = change.checking || search.busy;
  const confirmable = canConfirm({
    sedeId,
    branchOpen,
    status: search.status,
    quoted: search.quoted,
    loading,
  });
  const blocker = branchOpen && !loading ? confirmBlocker({ sedeId, status: search.status }) : null;

  const close = () => onOpenChange(false);

  const later = () => {
    const hint = laterHint({ hasBranch: sedeId !== null, hasAddress: storedForBranch !== null });
    if (hint) notify(hint, { icon: 'ℹ️' });
    close();
  };

  const confirm = () => {
    if (!confirmable || !search.quoted) return;
    const delivery = useDeliveryStore.getState();
    delivery.setAddress(toChosen(search.quoted));
    delivery.setTipoPedido('DOMICILIO');
    notify.success('Sede y dirección seleccionadas correctamente.');
    close();
  };

  const viewMenu = () => {
    if (!shown) return;
    notify.success(`Ahora puedes ver el menú de ${shown.nombre}`, { duration: BRANCH_TOAST_MS });
    close();
    if (!onMenu) navigate(`/menu?sede=${shown.id}`);
  };

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="Seleccionar sede y dirección"
        description="Elige la sede que prepara tu pedido y dónde quieres recibirlo."
        footer={
          <div className="space-y-3">
            {blocker && <p className="text-sm text-ink-muted">{blocker}</p>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={later}>
                En otro momento
              </Button>
              {branchOpen || shown === null ? (
                <Button onClick={confirm} disabled={!confirmable}>
                  Confirmar selección
                </Button>
              ) : (
                <Button onClick={viewMenu} disabled={change.checking}>
                  Ver menú
                </Button>
              )}
            </div>
          </div>
        }
      >
        <div className="space-y-5">
          <div className="space-y-3">
            <BranchField
              branches={list}
              value={shownId}
              disabled={list.length === 0 || change.checking || change.pending !== null}
              isClosed={(id) => !isBranchOpen(status.data, id)}
              onChange={(sede) => void change.request(sede, { inline: true })}
            />
            {change.announcement && !change.checking && (
              <p
                role={change.announcement.error ? 'alert' : 'status'}
                className={cn(
                  'text-sm font-bold',
                  change.announcement.error ? 'text-primary-strong' : 'text-success',
                )}
              >
                {change.announcement.text}
              </p>
            )}
            {change.checking ? (
              <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
                <Spinner className="text-primary" />
                Verificando productos disponibles...
              </p>
            ) : shown ? (
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-2xl bg-page p-3">
                <div className="min-w-0 space-y-1.5">
                  <p className="flex items-start gap-1.5 text-sm text-ink">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
                    {shown.direccion}
                  </p>
                  <BranchStatusBadge sedeId={shown.id} />
                </div>
                <Button variant="ghost" size="sm" onClick={() => setScheduleOf(shown)}>
                  <CalendarClock aria-hidden="true" className="size-4" />
                  Ver horario
                </Button>
              </div>
            ) : branches.isError ? (
              <p role="alert" className="text-sm font-bold text-primary-strong">
                Error al cargar las sedes disponibles.
              </p>
            ) : null}
          </div>

          {shown && !branchOpen ? (
            <p className="rounded-2xl bg-warning-soft p-4 text-sm leading-relaxed text-warning">
              <span className="font-extrabold">{shown.nombre} está cerrada en este momento.</span>{' '}
              Puedes ver su menú y su horario; podrás pedir a domicilio cuando abra.
            </p>
          ) : sedeId !== null ? (
            <AddressSearch search={search} />
          ) : null}
        </div>
      </Modal>
      <BranchScheduleDialog
        sede={scheduleOf}
        onOpenChange={(next) => !next && setScheduleOf(null)}
      />
    </>
  );
}
