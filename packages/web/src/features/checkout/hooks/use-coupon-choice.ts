import type { Cupon } from '@horno/domain/auth';
import { usableCoupons } from '@horno/domain/checkout';
import { useMemo, useState } from 'react';

/**
 * The coupon to apply: the first usable one is chosen and applied by default; the customer may
 * untick 'Usar cupón de descuento' or pick another, one at a time.
 */
export function useCouponChoice(cupones: readonly Cupon[] | undefined) {
  const usable = useMemo(() => usableCoupons(cupones ?? []), [cupones]);
  const [enabled, setEnabled] = useState(true);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selected = usable.find((c) => c.id === chosenId) ?? usable[0] ?? null;
  return {
    usable,
    enabled,
    setEnabled,
    selected,
    select: setChosenId,
    applied: enabled ? selected : null,
  };
}

export type CouponChoice = ReturnType<typeof useCouponChoice>;
