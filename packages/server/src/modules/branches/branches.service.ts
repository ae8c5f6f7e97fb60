import type { EstadoSede, HorarioSede, Sede } from '@horno/domain/branches';
import { branchStatus } from '@horno/domain/branch-hours';
import { bogotaWeek } from '@horno/domain/bogota-time';
import { holidaysAmong, isColombianHoliday } from '@horno/domain/holidays';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { CatalogService } from '../catalog/catalog.service';
import { type BranchSnapshot, loadBranches, type SedeRow } from './branches.queries';

/** Branches, their hours and open state; cached until `invalidate()`. */
export class BranchService {
  private snapshot: Promise<BranchSnapshot> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
  ) {}

  invalidate(): void {
    this.snapshot = undefined;
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
    return sedes.map((s) => ({
      id: s.id,
      ...branchStatus(horarios.get(s.id) ?? [], now, isColombianHoliday),
    }));
  }

  /** One branch's open state; every order asks, so the other branches are not computed. */
  async isOpen(sedeId: number): Promise<boolean> {
    const { sedes, horarios } = await this.getSnapshot();
    if (!sedes.some((s) => s.id === sedeId)) throw notFound('Sede no encontrada');
    return branchStatus(horarios.get(sedeId) ?? [], this.clock.now(), isColombianHoliday).abierta;
  }

  /** Holidays ('yyyy-MM-dd') of the current Bogotá week. */
  weekHolidays(): string[] {
    return holidaysAmong(bogotaWeek(this.clock.now()));
  }
}
