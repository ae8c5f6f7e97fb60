import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('groups a 10-digit mobile after +57', () => {
    expect(formatPhone('3001234567')).toBe('+57 300 123 4567');
    expect(formatPhone('+573001234567')).toBe('+57 300 123 4567');
  });

  it('leaves anything else as it was', () => {
    expect(formatPhone('12345')).toBe('12345');
  });
});
