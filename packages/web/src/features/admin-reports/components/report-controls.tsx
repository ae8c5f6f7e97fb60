import {
  COMPARISON_LABELS,
  COMPARISONS,
  type Comparison,
  PERIOD_PRESET_LABELS,
  PERIOD_PRESETS,
  presetPeriod,
} from '@horno/domain/reports';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import type { ReportParams } from '../api/get-report';
import { matchingPreset } from '../report-params';

interface ReportControlsProps {
  params: ReportParams;
  today: string;
  branches: readonly { id: number; nombre: string }[];
  onChange: (next: ReportParams) => void;
}

/** The period (presets or any range of Bogotá days), the branch, and what to compare with. */
export function ReportControls({ params, today, branches, onChange }: ReportControlsProps) {
  const preset = matchingPreset(params, today);
  const [range, setRange] = useState({ desde: params.desde, hasta: params.hasta });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const set = (patch: Partial<ReportParams>) => onChange({ ...params, ...patch });
  const others = branches.filter((b) => b.id !== params.sede);
  const comparisons = COMPARISONS.filter(
    (c) => c !== 'sede' || (params.sede !== null && others.length > 0),
  );

  return (
    <div className="space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-card print:hidden">
      <div role="group" aria-label="Periodo" className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((p) => (
          <Button
            key={p}
            size="sm"
            variant={preset === p ? 'primary' : 'secondary'}
            aria-pressed={preset === p}
            onClick={() => {
              const period = presetPeriod(p, today);
              setRange(period);
              setRangeError(null);
              set(period);
            }}
          >
            {PERIOD_PRESET_LABELS[p]}
          </Button>
        ))}
      </div>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!range.desde || !range.hasta) return setRangeError('Elige las dos fechas');
          if (range.hasta < range.desde)
            return setRangeError('La fecha final no puede ser anterior a la inicial');
          setRangeError(null);
          set(range);
        }}
      >
        <TextField
          label="Desde"
          type="date"
          value={range.desde}
          max={today}
          onChange={(e) => setRange((r) => ({ ...r, desde: e.target.value }))}
        />
        <TextField
          label="Hasta"
          type="date"
          value={range.hasta}
          max={today}
          error={rangeError ?? undefined}
          onChange={(e) => setRange((r) => ({ ...r, hasta: e.target.value }))}
        />
        <Button type="submit" size="sm" variant={preset ? 'secondary' : 'primary'}>
          Ver periodo
        </Button>
      </form>
      <div
        className={cn(
          'grid gap-3',
          params.comparar === 'sede' ? 'sm:grid-cols-3' : 'sm:grid-cols-2',
        )}
      >
        <SelectField
          label="Sede"
          value={params.sede ?? ''}
          options={[
            ...(branches.length > 1 ? [{ value: '', label: 'Todas mis sedes' }] : []),
            ...branches.map((b) => ({ value: b.id, label: b.nombre })),
          ]}
          onChange={(e) => {
            const sede = e.target.value === '' ? null : Number(e.target.value);
            set({
              sede,
              ...(sede === null && params.comparar === 'sede'
                ? { comparar: 'ninguno' as const, comparar_sede: null }
                : {}),
              ...(sede !== null && sede === params.comparar_sede
                ? { comparar_sede: null, comparar: 'ninguno' as const }
                : {}),
            });
          }}
        />
        <SelectField
          label="Comparar con"
          value={params.comparar}
          options={comparisons.map((c) => ({ value: c, label: COMPARISON_LABELS[c] }))}
          onChange={(e) => {
            const comparar = e.target.value as Comparison;
            set({
              comparar,
              comparar_sede:
                comparar === 'sede' ? (params.comparar_sede ?? others[0]?.id ?? null) : null,
            });
          }}
        />
        {params.comparar === 'sede' ? (
          <SelectField
            label="Sede a comparar"
            value={params.comparar_sede ?? ''}
            options={others.map((b) => ({ value: b.id, label: b.nombre }))}
            onChange={(e) => set({ comparar_sede: Number(e.target.value) })}
          />
        ) : null}
      </div>
    </div>
  );
}
