import {
  branchPausedMessage,
  type EstadoSede,
  type HorarioSede,
  type Sede,
} from '@horno/domain/branches';
import { branchStatus, nextOpening } from '@horno/domain/branch-hours';
import { bogotaWeek } from '@horno/domain/bogota-time';
import { holidaysAmong, isColombianHoliday } from '@horno/domain/holidays';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { CATALOG_CHANNEL, type CatalogService } from '../catalog/catalog.service';
import { type BranchSnapshot, loadBranches, type SedeRow } from './branches.queries';

/** The payload on the catalog's channel that says a branch (data, hours, pause) changed. */
export const BRANCHES_CHANGED = 'sedes';

/** Whether a branch's pause holds at `now` (a pause with an end lifts itself then). */
export function pauseHolds(sede: SedeRow, now: Date): boolean {
  return sede.pausada && (sede.pausaHasta === null || now < sede.pausaHasta);
}

/** Branches, their hours and open state; cached until `invalidate()`. */
export class BranchService {
  private snapshot: Promise<BranchSnapshot> | undefined;

  /** `notify` publishes on the catalog's channel to every instance sharing the database. */
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
    private readonly notify: (channel: string, payload: string) => Promise<void> = async () => {},
  ) {}

  /** Forgets this instance's branches; the next read loads them again. */
  invalidate(): void {
    this.snapshot = undefined;
  }

  /**
   * A committed change of a branch (its data, hours, pause or busy minutes): this instance
   * forgets now, every other one when the NOTIFY arrives.
   */
  changed(): void {
    this.invalidate();
    void this.notify(CATALOG_CHANNEL, BRANCHES_CHANGED);
  }

  private getSnapshot(): Promise<BranchSnapshot> {
    if (!this.snapshot) {
      const loading = loadBranches(this.db);
      this.snapshot = loading;
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }

  async findRow(id: number): Promise<SedeRow> {
    const sede = (await this.getSnapshot()).sedes.find((s) => s.id === id);
    if (!sede) throw notFound('Sede no encontrada');
    return sede;
  }

  async list(): Promise<Sede[]> {
    const [{ sedes }, catalog] = await Promise.all([
      this.getSnapshot(),
      this.catalog.getSnapshot(),
    ]);
    return sedes.map((s) => ({
      id: s.id,
      nombre: s.nombre,
      direccion: s.direccion,
      telefono: s.telefono,
      whatsapp: s.whatsapp,
      imagen: s.imagen,
      lat: s.lat,
      lng: s.lng,
      productos: [...(catalog.productosPorSede.get(s.id) ?? [])].sort((a, b) => a - b),
      productos_especiales: [...(catalog.especialesPorSede.get(s.id) ?? [])].sort((a, b) => a - b),
    }));
  }

  async get(id: number): Promise<Sede> {
    const sede = (await this.list()).find((s) => s.id === id);
    if (!sede) throw notFound('Sede no encontrada');
    return sede;
  }

  async hours(sedeId: number): Promise<HorarioSede[]> {
    await this.findRow(sedeId);
    return (await this.getSnapshot()).horarios.get(sedeId) ?? [];
  }

  async statuses(): Promise<EstadoSede[]> {
    const { sedes, horarios } = await this.getSnapshot();
    const now = this.clock.now();
    return sedes.map((s) => {
      const paused = pauseHolds(s, now);
      return {
        id: s.id,
        ...branchStatus(horarios.get(s.id) ?? [], now, isColombianHoliday),
        pausada: paused,
        motivo_pausa: paused ? s.pausaMotivo : null,
        pausa_hasta: paused && s.pausaHasta ? s.pausaHasta.toISOString() : null,
        minutos_extra: s.minutosExtra,
      };
    });
  }

  /** One branch's status, as `statuses()` gives it. */
  async status(sedeId: number): Promise<EstadoSede> {
    await this.findRow(sedeId);
    const estado = (await this.statuses()).find((s) => s.id === sedeId);
    if (!estado) throw notFound('Sede no encontrada');
    return estado;
  }

  /**
   * Why the branch refuses customers' online orders although it is open ('Pausar pedidos en
   * línea'), or null when it takes them. Staff mode does not ask.
   */
  async pauseRefusal(sedeId: number): Promise<string | null> {
    const sede = await this.findRow(sedeId);
    return pauseHolds(sede, this.clock.now()) ? branchPausedMessage(sede.pausaMotivo) : null;
  }

  /** One branch's open state; every order asks, so the other branches are not computed. */
  async isOpen(sedeId: number): Promise<boolean> {
    const { sedes, horarios } = await this.getSnapshot();
    if (!sedes.some((s) => s.id === sedeId)) throw notFound('Sede no encontrada');
    return branchStatus(horarios.get(sedeId) ?? [], this.clock.now(), isColombianHoliday).abierta;
  }

  /** When the branch opens next after now (null: not within a week). */
  async nextOpening(sedeId: number): Promise<Date | null> {
    const { horarios } = await this.getSnapshot();
    await this.findRow(sedeId);
    return nextOpening(horarios.get(sedeId) ?? [], this.clock.now(), isColombianHoliday);
  }

  /** Holidays ('yyyy-MM-dd') of the current Bogotá week. */
  weekHolidays(): string[] {
    return holidaysAmong(bogotaWeek(this.clock.now()));
  }
}
