import { eq } from 'drizzle-orm';
import { type BonoBienvenida, BonoBienvenidaSchema } from '@horno/domain/auth';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

const BONO_KEY = 'bono_bienvenida';

/** The spec's values, used until staff save their own (ARCHITECTURE decision 8). */
export const DEFAULT_BONO: BonoBienvenida = {
  enabled: true,
  title: '¡15% de descuento en tu primer pedido!',
  message: 'Regístrate y verifica tu número de WhatsApp para recibir tu cupón de bienvenida.',
  validUntil: '2025-12-31',
  discountPercentage: 15,
};

export class SettingsService {
  constructor(private readonly db: Db) {}

  async bono(): Promise<BonoBienvenida> {
    const [row] = await this.db
      .select()
      .from(t.configuraciones)
      .where(eq(t.configuraciones.clave, BONO_KEY));
    const parsed = BonoBienvenidaSchema.safeParse(row?.valor);
    return parsed.success ? parsed.data : DEFAULT_BONO;
  }

  async saveBono(bono: BonoBienvenida): Promise<BonoBienvenida> {
    await this.db
      .insert(t.configuraciones)
      .values({ clave: BONO_KEY, valor: bono })
      .onConflictDoUpdate({ target: t.configuraciones.clave, set: { valor: bono } });
    return bono;
  }
}
