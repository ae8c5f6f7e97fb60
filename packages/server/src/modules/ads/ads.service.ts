import {
  AD_MESSAGES,
  adDay,
  adEndInstant,
  adStartInstant,
  isAdCurrent,
  type Publicidad,
  type PublicidadPublica,
  publicidadInputSchema,
} from '@horno/domain/ads';
import { assertVersion } from '../../lib/record-versions';
import { type Eliminacion, RETIREMENT_MESSAGES } from '@horno/domain/retirement';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { fieldsOfIssues } from '../catalog/product-form';
import type { ImageService } from '../images/images.service';
import {
  deletePublicidad,
  findPublicidad,
  insertPublicidad,
  listCurrentPublicidades,
  listPublicidades,
  type PublicidadRow,
  updatePublicidad,
} from './ads.queries';

/** An ad's form as it arrived: text fields (activa already read as a boolean where it was one). */
export interface AdForm {
  titulo?: unknown;
  fecha_inicio?: unknown;
  fecha_fin?: unknown;
  activa?: unknown;
}

const invalid = (fields: Record<string, string[]>) =>
  badRequest('Los datos enviados no son válidos.', fields);

/** Advertisements: the back office's list and forms, and the customers' current ones. */
export class AdsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly images: ImageService,
  ) {}

  /** Every ad with its state now, newest first (the back office). */
  async list(): Promise<Publicidad[]> {
    const now = this.clock.now();
    return (await listPublicidades(this.db)).map((row) => toPublicidad(row, now));
  }

  /** The ads customers see now: active and within their dates. */
  listCurrent(): Promise<PublicidadPublica[]> {
    return listCurrentPublicidades(this.db, this.clock.now());
  }

  async get(id: number): Promise<Publicidad> {
    return toPublicidad(await this.row(id), this.clock.now());
  }

  /** Registers an ad; its picture is required. Nothing is stored when anything is refused. */
  async create(form: AdForm, picture: Buffer | undefined): Promise<Publicidad> {
    const input = this.parse({ activa: true, ...withoutUndefined(form) }, picture === undefined);
    // The picture is checked (and stored) only once the fields are right.
    const imagen = await this.images.save(picture!);
    const now = this.clock.now();
    const row = await insertPublicidad(this.db, {
      titulo: input.titulo,
      imagen,
      fechaInicio: adStartInstant(input.fecha_inicio),
      fechaFin: adEndInstant(input.fecha_fin),
      activa: input.activa,
      creadoEn: now,
    });
    return toPublicidad(row, now);
  }

  /** Changes an ad; without a picture it keeps the current one, without `activa` its state. */
  async update(
    id: number,
    form: AdForm,
    picture: Buffer | undefined,
    ifMatch?: string,
  ): Promise<Publicidad> {
    const current = await this.row(id);
    const stored = {
      fecha_inicio: current.fechaInicio.toISOString(),
      fecha_fin: current.fechaFin.toISOString(),
    };
    const input = this.parse({ activa: current.activa, ...withoutUndefined(form) }, false, stored);
    const imagen = picture ? await this.images.save(picture) : undefined;
    // A day left as it was keeps its stored instant (an ad set to the minute through the API).
    const keep = (field: 'fecha_inicio' | 'fecha_fin', value: string) =>
      adDay(value) === adDay(stored[field]) && /^\d{4}-\d{2}-\d{2}$/.test(value);
    const changes = {
      titulo: input.titulo,
      ...(imagen ? { imagen } : {}),
      fechaInicio: keep('fecha_inicio', input.fecha_inicio)
        ? current.fechaInicio
        : adStartInstant(input.fecha_inicio),
      fechaFin: keep('fecha_fin', input.fecha_fin)
        ? current.fechaFin
        : adEndInstant(input.fecha_fin),
      activa: input.activa,
    };
    // Read before the lock: a version that still matches means nothing changed since.
    const row = await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'publicidad', id, ifMatch);
      return updatePublicidad(tx, id, changes);
    });
    if (!row) throw notFound(AD_MESSAGES.notFound);
    return toPublicidad(row, this.clock.now());
  }

  /** Activar/Desactivar from the list. */
  async setActive(id: number, activa: boolean, ifMatch?: string): Promise<Publicidad> {
    const row = await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'publicidad', id, ifMatch);
      return updatePublicidad(tx, id, { activa });
    });
    if (!row) throw notFound(AD_MESSAGES.notFound);
    return toPublicidad(row, this.clock.now());
  }

  /** Deletes an ad: it leaves the list and the customers' pop-up at once. */
  async remove(id: number): Promise<Eliminacion> {
    const row = await deletePublicidad(this.db, id);
    if (!row) throw notFound(AD_MESSAGES.notFound);
    return { eliminado: true, mensaje: RETIREMENT_MESSAGES.adDeleted(row.titulo) };
  }

  private async row(id: number): Promise<PublicidadRow> {
    const row = await findPublicidad(this.db, id);
    if (!row) throw notFound(AD_MESSAGES.notFound);
    return row;
  }

  /** The checked fields, or a 400 naming every bad one (the missing picture included). */
  private parse(
    form: AdForm,
    pictureMissing: boolean,
    unchanged?: { fecha_inicio: string; fecha_fin: string },
  ) {
    const parsed = publicidadInputSchema(this.clock.now(), unchanged).safeParse(form);
    const fields = parsed.success ? {} : fieldsOfIssues(parsed.error.issues);
    if (pictureMissing) fields['imagen'] = [AD_MESSAGES.imageRequired];
    if (!parsed.success || pictureMissing) throw invalid(fields);
    return parsed.data;
  }
}

function withoutUndefined(form: AdForm): AdForm {
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined));
}

function toPublicidad(row: PublicidadRow, now: Date): Publicidad {
  return {
    id: row.id,
    titulo: row.titulo,
    imagen: row.imagen,
    fecha_inicio: row.fechaInicio.toISOString(),
    fecha_fin: row.fechaFin.toISOString(),
    activa: row.activa,
    esta_vigente: isAdCurrent(
      { ...row, fecha_inicio: row.fechaInicio, fecha_fin: row.fechaFin },
      now,
    ),
    creado_en: row.creadoEn.toISOString(),
  };
}
