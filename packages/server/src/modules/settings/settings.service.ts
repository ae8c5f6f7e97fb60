import { eq } from 'drizzle-orm';
import { type BonoBienvenida, BonoBienvenidaSchema } from '@horno/domain/auth';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

const BONO_KEY = 'bono_bienvenida';
/** The role self sign-ups get (the demo's 'Cliente'), by id so that renaming it changes nothing. */
export const SIGNUP_ROLE_KEY = 'rol_registro';

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

  /** The role given to customers who sign up themselves; falls back to the role named 'Cliente'. */
  async signupRoleId(): Promise<number | null> {
    const [row] = await this.db
      .select()
      .from(t.configuraciones)
      .where(eq(t.configuraciones.clave, SIGNUP_ROLE_KEY));
    if (typeof row?.valor === 'number') return row.valor;
    const [byName] = await this.db
      .select({ id: t.roles.id })
      .from(t.roles)
      .where(eq(t.roles.rol, 'Cliente'));
    return byName?.id ?? null;
  }

  async saveBono(bono: BonoBienvenida): Promise<BonoBienvenida> {
    await this.db
      .insert(t.configuraciones)
      .values({ clave: BONO_KEY, valor: bono })
      .onConflictDoUpdate({ target: t.configuraciones.clave, set: { valor: bono } });
    return bono;
  }
}
