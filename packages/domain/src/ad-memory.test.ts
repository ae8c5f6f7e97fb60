import { describe, expect, it } from 'vitest';
import { AD_POPUP } from './ad-popup';
import { adsToShow, markAdsSeen, parseAdsSeen } from './ad-memory';

const NOW = Date.parse('2026-11-25T12:00:00-05:00');
const ads = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('ad pop-up memory', () => {
  it('offers the ads not shown in the last two days', () => {
    const seen = { '1': NOW - AD_POPUP.reshowMs + 1, '2': NOW - AD_POPUP.reshowMs };
    expect(adsToShow(ads, seen, NOW).map((a) => a.id)).toEqual([2, 3]);
  });

  it('does not hide an ad forever behind a time ahead of the clock', () => {
    expect(adsToShow(ads, { '1': NOW + 60_000 }, NOW)).toHaveLength(3);
  });

  it('records what was shown and forgets ads no longer offered', () => {
    const seen = markAdsSeen({ '1': 5, '9': 7 }, [2], NOW, [1, 2, 3]);
    expect(seen).toEqual({ '1': 5, '2': NOW });
  });

  it('reads back only what it wrote', () => {
    expect(parseAdsSeen('{"1": 5, "x": 3, "2": "ayer"}')).toEqual({ '1': 5 });
    expect(parseAdsSeen('[1]')).toEqual({});
    expect(parseAdsSeen('{no')).toEqual({});
    expect(parseAdsSeen(null)).toEqual({});
  });
});
