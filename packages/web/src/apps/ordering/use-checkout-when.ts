import { bogotaParts } from '@horno/domain/bogota-time';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { AGENDA_KEY, type AgendaTipo, useAgenda } from '../../features/branches/api/get-agenda';
import {
  preferenceAt,
  resolveWhen,
  type WhenPreference,
} from '../../features/checkout/when-choice';
import { useDeliveryStore } from '../../features/delivery/store';
import { ApiError } from '../../lib/api-client';
import { useServerNow } from '../../lib/server-clock';

/** Where the choice is kept: the delivery store's, or a change of a placed order's own. */
export interface WhenMemory {
  chosen: WhenPreference | null;
  remember: (preference: WhenPreference | null) => void;
}

interface CheckoutWhenOptions {
  sedeId: number | null;
  /** Null for a table's order: it is not scheduled. */
  tipo: AgendaTipo | null;
  /** A delivery's ride in minutes, once its address is chosen. */
  viaje: number | undefined;
  branchOpen: boolean;
  staff?: boolean;
  /** Kept elsewhere than the delivery store (changing a placed order). */
  memory?: WhenMemory;
}

/**
 * Both checkouts' '¿Cuándo?' (issue 32): the branch's agenda, the choice in force (kept in the
 * delivery store for the branch it was made at), and a slot the server refused meanwhile.
 */
export function useCheckoutWhen({
  sedeId,
  tipo,
  viaje,
  branchOpen,
  staff,
  memory,
}: CheckoutWhenOptions) {
  const queryClient = useQueryClient();
  const stored = useDeliveryStore((s) => s.cuando);
  // Today by the server's clock (this device's until it is known), for 'Hoy' and 'Mañana'.
  const now = useServerNow(60_000);
  const today = bogotaParts(new Date(now ?? Date.now())).ymd;
  const agenda = useAgenda(sedeId, tipo, viaje);
  const chosen = memory ? memory.chosen : preferenceAt(stored, sedeId, today);
  const choice = resolveWhen({ chosen, agenda: agenda.data, branchOpen, staff });
  const [refusal, setRefusal] = useState<string | null>(null);

  const remember = useCallback(
    (preference: WhenPreference) => {
      if (memory) memory.remember(preference);
      else if (sedeId !== null)
        useDeliveryStore.getState().setCuando({ sedeId, dia: today, ...preference });
    },
    [memory, sedeId, today],
  );

  const choose = useCallback(
    (preference: WhenPreference) => {
      setRefusal(null);
      remember(preference);
    },
    [remember],
  );

  /** After a failed submit: a refused slot (409) is said on the card, and the slots read again. */
  const onOrderFailed = useCallback(
    (error: unknown) => {
      const message = error instanceof ApiError ? error.fields?.programado_para?.[0] : undefined;
      if (!message) return;
      setRefusal(message);
      if (chosen) remember({ ...chosen, inicio: null });
      void queryClient.invalidateQueries({ queryKey: [AGENDA_KEY] });
    },
    [queryClient, chosen, remember],
  );

  const programar = tipo !== null && choice.mode === 'programar';
  return {
    choice,
    /** What `WhenCard` shows and changes. */
    card: { choice, agenda, today, refusal, onChange: choose },
    onOrderFailed,
    /** 'Programar' is the choice (its slot may still be missing). */
    programar,
    /** What the order payload's `programado_para` carries. */
    programadoPara: programar ? choice.inicio : null,
  };
}
