import type { BonoBienvenida } from '@horno/domain/auth';
import { isBonusValid } from '@horno/domain/auth-messages';
import { bogotaParts } from '@horno/domain/bogota-time';
import { useWelcomeBonus } from '../api/get-welcome-bonus';

/** The welcome bonus while it is on offer today (Bogotá), else null (also while loading). */
export function useBonusOffer(): BonoBienvenida | null {
  const { data } = useWelcomeBonus();
  if (!data) return null;
  return isBonusValid(data, bogotaParts(new Date()).ymd) ? data : null;
}
