import { asc } from 'drizzle-orm';
import type { HorarioSede } from '@horno/domain/branches';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export interface SedeRow {
  id: number;
  nombre: string;
  direccion: string;
  telefono: string;
  whatsapp: string | null;
  imagen: string | null;
  lat: number;
  lng: number;
  radioCoberturaKm: number;
  pausada: boolean;
  pausaMotivo: string | null;
  pausaHasta: Date | null;
  minutosExtra: number;
}

export interface BranchSnapshot {
  sedes: SedeRow[];
  horarios: Map<number, HorarioSede[]>;
}

/** 'HH:mm:ss' from Postgres `time`, or null. */
const clock = (value: string | null) => (value ? value.slice(0, 8) : null);

/** Branches and their weekly hours, two queries. */
export async function loadBranches(db: Db): Promise<BranchSnapshot> {
  const [sedes, horarios] = await Promise.all([
    db.select().from(t.sedes).orderBy(asc(t.sedes.id)),
    db
      .select()
      .from(t.horariosSede)
      .orderBy(asc(t.horariosSede.esFestivo), asc(t.horariosSede.diaSemana)),
  ]);
  const bySede = new Map<number, HorarioSede[]>();
  for (const h of horarios) {
    const list = bySede.get(h.sedeId) ?? [];
    list.push({
      id: h.id,
      sede: h.sedeId,
      dia_semana: h.diaSemana,
      hora_inicio: clock(h.horaInicio),
      hora_fin: clock(h.horaFin),
      cerrado: h.cerrado,
      es_festivo: h.esFestivo,
    });
    bySede.set(h.sedeId, list);
  }
  return {
    sedes: sedes
      .filter((s) => s.activa)
      .map((s) => ({
        id: s.id,
        nombre: s.nombre,
        direccion: s.direccion,
        telefono: s.telefono,
        whatsapp: s.whatsapp,
        imagen: s.imagen,
        lat: s.lat,
        lng: s.lng,
        radioCoberturaKm: s.radioCoberturaKm,
        pausada: s.pausada,
        pausaMotivo: s.pausaMotivo,
        pausaHasta: s.pausaHasta,
        minutosExtra: s.minutosExtra,
      })),
    horarios: bySede,
  };
}
