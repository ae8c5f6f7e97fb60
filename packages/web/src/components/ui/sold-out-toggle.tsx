import type { AgotadoInput, Agotados } from '@horno/domain/catalog-admin';
import { useState } from 'react';
import { failureMessage } from '../../lib/error-message';
import { notify } from '../../lib/toast';
import { SwitchButton } from './switch-button';

/**
 * One tap: a product, special product or addition sold out at the branch until it opens again,
 * or available again.
 */
export function SoldOutToggle({
  nombre,
  target,
  agotado,
  onChange,
}: {
  nombre: string;
  target: Omit<AgotadoInput, 'agotado'>;
  agotado: boolean;
  /** Sends the switch to the server (the page owns the branch's sold-out list). */
  onChange: (input: AgotadoInput) => Promise<unknown>;
}) {
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    setPending(true);
    try {
      await onChange({ ...target, agotado: !agotado });
      notify.success(
        agotado
          ? `${nombre} está disponible otra vez`
          : `${nombre}: agotado hasta la próxima apertura`,
      );
    } catch (error) {
      notify.error(failureMessage('No se pudo cambiar la disponibilidad', error));
    } finally {
      setPending(false);
    }
  };
  return (
    <SwitchButton
      checked={agotado}
      label={`${nombre} agotado hoy`}
      text={agotado ? 'Agotado' : 'Disponible'}
      warning={agotado}
      disabled={pending}
      onClick={() => void toggle()}
    />
  );
}

/** A list's 'Agotado' switches at the staff member's branch: its name, today's list, the write. */
export interface BranchSoldOut {
  sedeNombre: string;
  agotados: Agotados | undefined;
  onChange: (input: AgotadoInput) => Promise<unknown>;
}

/**
 * A list's 'Hoy en {sede}' column of switches (never filtered nor sorted by); `of` says which
 * product, special product or addition a row is and whether today's list has it.
 */
export function soldOutColumn<T>(
  { sedeNombre, agotados, onChange }: BranchSoldOut,
  of: (row: T) => {
    nombre: string;
    target: Omit<AgotadoInput, 'agotado'>;
    agotado: (agotados: Agotados) => boolean;
  },
) {
  return {
    id: 'agotado',
    header: () => <span>Hoy en {sedeNombre}</span>,
    meta: { filter: false, label: `Hoy en ${sedeNombre}` },
    cell: ({ row }: { row: { original: T } }) => {
      const item = of(row.original);
      return (
        <SoldOutToggle
          onChange={onChange}
          nombre={item.nombre}
          target={item.target}
          agotado={agotados ? item.agotado(agotados) : false}
        />
      );
    },
  };
}
