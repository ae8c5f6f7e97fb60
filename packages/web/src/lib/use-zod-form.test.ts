import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe("the forms' zod resolver module", () => {
  it("sets zod's Spanish messages for any rule without its own, keeping main.tsx's jitless", async () => {
    // What main.tsx does before any form loads.
    (globalThis.__zod_globalConfig ??= {}).jitless = true;
    await import('./zod-resolver');
    expect(z.string().safeParse(42).error?.issues[0]?.message).toBe(
      'Entrada inválida: se esperaba texto, recibido número',
    );
    expect(z.config().jitless).toBe(true);
  });
});
