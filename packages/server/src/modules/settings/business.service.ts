import { eq } from 'drizzle-orm';
import { type Negocio } from '@horno/domain/business-identity';
import { NEGOCIO_VACIO, NegocioSchema, type NegocioInputSchema } from '@horno/domain/business';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

/** The `configuraciones` key of the business's identity. */
export const BUSINESS_KEY = 'negocio';
/** Published on the catalog's channel when the identity changes: every instance reads it again. */
export const BUSINESS_CHANGED = 'negocio';

export type NegocioValues = z.output<typeof NegocioInputSchema>;

/** Reads the stored identity, or a new install's until its setup (never fails on an old shape). */
export async function readBusiness(db: Db): Promise<Negocio> {
  const [row] = await db
    .select({ valor: t.configuraciones.valor })
    .from(t.configuraciones)
    .where(eq(t.configuraciones.clave, BUSINESS_KEY));
  const parsed = NegocioSchema.safeParse({ ...NEGOCIO_VACIO, ...(row?.valor as object) });
  return parsed.success ? parsed.data : NEGOCIO_VACIO;
}

/** Writes the whole identity (in a transaction when `db` is one). */
export async function writeBusiness(db: Db, negocio: Negocio): Promise<void> {
  await db
    .insert(t.configuraciones)
    .values({ clave: BUSINESS_KEY, valor: negocio })
    .onConflictDoUpdate({ target: t.configuraciones.clave, set: { valor: negocio } });
}

/**
 * The business's identity (names, legal identity, contact, logo, colour): read on every page's
 * HTML, so kept in memory until it changes here or on another instance (`invalidate`).
 */
export class BusinessService {
  private cached: Promise<Negocio> | undefined;

  constructor(
    private readonly db: Db,
    private readonly notify: (payload: string) => Promise<void> = async () => {},
  ) {}

  get(): Promise<Negocio> {
    this.cached ??= readBusiness(this.db).catch((error: unknown) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  invalidate(): void {
    this.cached = undefined;
  }

  /** Saves the identity as given; the next page load of both apps, on every instance, shows it. */
  async save(values: NegocioValues): Promise<Negocio> {
    const negocio: Negocio = { ...values };
    await writeBusiness(this.db, negocio);
    this.changed();
    return negocio;
  }

  /** After a write elsewhere (the setup): forget it here and tell the other instances. */
  changed(): void {
    this.invalidate();
    void this.notify(BUSINESS_CHANGED);
  }
}
