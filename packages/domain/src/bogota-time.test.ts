import { describe, expect, it } from 'vitest';
import { parseBogotaDateTime } from './bogota-time';

describe('parseBogotaDateTime', () => {
  it('reads a Bogotá wall-clock time as an instant', () => {
    expect(parseBogotaDateTime('2026-11-24 23:30:00')?.toISOString()).toBe(
      '2026-11-25T04:30:00.000Z',
    );
    expect(parseBogotaDateTime('2026-11-24')?.toISOString()).toBe('2026-11-24T05:00:00.000Z');
  });
  it('refuses dates and times that do not exist', () => {
    for (const bad of [
      '2026-02-30',
      '2026-13-01',
      '2026-11-24 24:00:00',
      '2026-11-24 10:60',
      'ayer',
    ]) {
      expect(parseBogotaDateTime(bad), bad).toBeNull();
    }
  });
});
