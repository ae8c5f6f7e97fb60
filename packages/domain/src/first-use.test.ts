import { describe, expect, it } from 'vitest';
import { onFirstUse } from './first-use';

describe('onFirstUse', () => {
  it('makes nothing until the first call, then the same value every time', () => {
    let made = 0;
    const value = onFirstUse(() => ({ made: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a falsy value too', () => {
    let made = 0;
    const zero = onFirstUse(() => (made++, 0));
    expect([zero(), zero()]).toEqual([0, 0]);
    expect(made).toBe(1);
  });
});
