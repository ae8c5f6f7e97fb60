// What the customer's ad pop-up remembers on a device: when each ad was last shown.
import { AD_POPUP } from './ad-popup';

/** The local storage key of the last time (ms) each ad was shown, by ad id. */
export const AD_POPUP_STORAGE_KEY = 'publicidad-vista';

/** When each ad was last shown (ms since the epoch), by id. */
export type AdsSeen = Record<string, number>;

/** The ads (in their order) not shown in the last two days by `now`. */
export function adsToShow<T extends { id: number }>(ads: readonly T[], seen: AdsSeen, now: number) {
  return ads.filter((ad) => {
    const last = seen[String(ad.id)];
    // A time ahead of now (a clock set back) counts as long ago rather than hiding the ad forever.
    return last === undefined || last > now || now - last >= AD_POPUP.reshowMs;
  });
}

/** The record after showing `ids` at `now`, keeping only ads still offered (`current`). */
export function markAdsSeen(
  seen: AdsSeen,
  ids: readonly number[],
  now: number,
  current: readonly number[],
): AdsSeen {
  const keep = new Set(current.map(String));
  const next: AdsSeen = {};
  for (const [id, at] of Object.entries(seen)) if (keep.has(id)) next[id] = at;
  for (const id of ids) next[String(id)] = now;
  return next;
}

/** The stored record, or an empty one when it is missing or not what we wrote. */
export function parseAdsSeen(text: string | null): AdsSeen {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const seen: AdsSeen = {};
    for (const [id, at] of Object.entries(value)) {
      if (/^\d+$/.test(id) && typeof at === 'number' && Number.isFinite(at)) seen[id] = at;
    }
    return seen;
  } catch {
    return {};
  }
}
