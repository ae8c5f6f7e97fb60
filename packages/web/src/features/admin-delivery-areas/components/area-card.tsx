import { TARIFA_LABELS, TARIFA_TIPOS, type TarifaTipo } from '@horno/domain/delivery-areas';
import { formatCOP } from '@horno/domain/money';
import { ChevronDown, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { type AreaDraft, type AreaErrors, areaColor } from '../area-drafts';
import { PointsEditor } from './points-editor';

interface AreaCardProps {
  area: AreaDraft;
  index: number;
  selected: boolean;
  errors: AreaErrors;
  onSelect: () => void;
  onChange: (area: AreaDraft) => void;
  onRemove: () => void;
}

/** 'Calculada' or 'Fija $ 7.000', and the minimum when there is one. */
export function feeSummary(area: AreaDraft): string {
  const fee =
    area.tarifa_tipo === 'FIJA'
      ? `Fija ${Number.isFinite(area.tarifa_fija) ? formatCOP(area.tarifa_fija) : ''}`.trim()
      : 'Calculada por tiempo de viaje';
  const minimum = area.pedido_minimo > 0 ? ` · Mínimo ${formatCOP(area.pedido_minimo)}` : '';
  return fee + minimum;
}

const pesos = (value: string) =>
  value.trim() === '' ? Number.NaN : Number(value.replace(/\D/g, ''));

/**
 * One area in the side list: its colour, name, fee rule and minimum; opened (selected), its
 * fields and points to edit.
 */
export function AreaCard({
  area,
  index,
  selected,
  errors,
  onSelect,
  onChange,
  onRemove,
}: AreaCardProps) {
  const name = area.nombre.trim() || `Zona ${index + 1}`;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <li
      className={cn(
        'rounded-2xl border bg-surface',
        selected ? 'border-ink/40 shadow-sm' : 'border-line',
        hasErrors && 'border-primary',
      )}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-expanded={selected}
        className="flex min-h-11 w-full items-center gap-3 rounded-2xl px-4 py-3 text-left"
      >
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full border-2 border-white shadow"
          style={{ backgroundColor: areaColor(index) }}
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-extrabold text-ink">
            {name}
            {area.activa ? null : (
              <span className="ml-2 text-xs font-bold text-ink-muted">(Inactiva)</span>
            )}
          </span>
          <span className="block text-sm text-ink-muted tabular-nums">{feeSummary(area)}</span>
          {hasErrors && !selected ? (
            <span className="block text-sm font-bold text-primary">Revisa esta zona</span>
          ) : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'size-5 shrink-0 text-ink-muted transition-transform',
            selected && 'rotate-180',
          )}
        />
      </button>
      {selected ? (
        <div className="space-y-4 border-t border-line px-4 pt-3 pb-4">
          <TextField
            label="Nombre"
            value={area.nombre}
            maxLength={60}
            error={errors.nombre}
            onChange={(e) => onChange({ ...area, nombre: e.target.value })}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Tarifa"
              value={area.tarifa_tipo}
              options={TARIFA_TIPOS.map((value) => ({ value, label: TARIFA_LABELS[value] }))}
              hint={
                area.tarifa_tipo === 'CALCULADA'
                  ? 'Minutos de viaje × $ 500, mínimo $ 2.000'
                  : undefined
              }
              onChange={(e) => {
                const tarifa_tipo = e.target.value as TarifaTipo;
                onChange({
                  ...area,
                  tarifa_tipo,
                  tarifa_fija: tarifa_tipo === 'FIJA' ? (area.tarifa_fija ?? Number.NaN) : null,
                });
              }}
            />
            {area.tarifa_tipo === 'FIJA' ? (
              <TextField
                label="Tarifa fija (pesos)"
                inputMode="numeric"
                value={Number.isFinite(area.tarifa_fija) ? String(area.tarifa_fija) : ''}
                error={errors.tarifa_fija}
                onChange={(e) => onChange({ ...area, tarifa_fija: pesos(e.target.value) })}
              />
            ) : null}
          </div>
          <TextField
            label="Pedido mínimo (pesos)"
            inputMode="numeric"
            hint="0: sin mínimo. Cuenta el precio de los productos, sin el domicilio."
            value={Number.isFinite(area.pedido_minimo) ? String(area.pedido_minimo) : ''}
            error={errors.pedido_minimo}
            onChange={(e) => {
              const value = pesos(e.target.value);
              onChange({ ...area, pedido_minimo: Number.isNaN(value) ? 0 : value });
            }}
          />
          <Checkbox
            label="Activa"
            description="Una zona inactiva se guarda, pero no se usa para entregar."
            checked={area.activa}
            onCheckedChange={(activa) => onChange({ ...area, activa })}
          />
          <PointsEditor
            areaName={name}
            points={area.poligono}
            errors={errors}
            onChange={(poligono) => onChange({ ...area, poligono })}
          />
          <FieldError id={`${area.key}-poligono`} message={errors.poligono} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            className="text-primary"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Eliminar zona
          </Button>
        </div>
      ) : null}
    </li>
  );
}
