import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { inputClass } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { type AreaErrors, type AreaPoint, pointError } from '../area-drafts';

interface PointsEditorProps {
  areaName: string;
  points: readonly AreaPoint[];
  errors: AreaErrors;
  onChange: (points: AreaPoint[]) => void;
}

const coordinate = (value: string) =>
  value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.'));

const shown = (value: number) => (Number.isFinite(value) ? String(value) : '');

interface CoordinateInputProps {
  label: string;
  errorId: string | undefined;
  value: number;
  onValue: (value: number) => void;
}

/** A coordinate typed as text ('4.65', '-74,06'): what is typed stays while it is half done. */
function CoordinateInput({ label, errorId, value, onValue }: CoordinateInputProps) {
  const [text, setText] = useState(() => shown(value));
  const [seen, setSeen] = useState(value);
  // Moved on the map or by another row: show the new value, unless it is what is being typed.
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!Object.is(coordinate(text), value)) setText(shown(value));
  }
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onValue(coordinate(event.target.value));
      }}
      className={cn(inputClass, 'h-11 px-2.5 tabular-nums')}
    />
  );
}

/**
 * The area's points as latitude and longitude fields: the keyboard's way to draw and correct
 * an area (the map needs a pointer).
 */
export function PointsEditor({ areaName, points, errors, onChange }: PointsEditorProps) {
  const id = useId();
  const set = (index: number, point: AreaPoint) =>
    onChange(points.map((p, i) => (i === index ? point : p)));
  const last = points.at(-1);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-bold text-ink">Puntos ({points.length})</legend>
      {points.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Sin puntos: dibújalos en el mapa o agrégalos aquí (al menos 3).
        </p>
      ) : (
        <ol className="space-y-2">
          {points.map((point, index) => {
            const error = pointError(errors, index);
            const label = `Punto ${index + 1}`;
            return (
              <li key={index} className="space-y-1">
                <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-1.5">
                  <label className="min-w-0 space-y-1">
                    <span className="block text-xs font-bold text-ink-muted">
                      {index + 1} · Latitud
                    </span>
                    <CoordinateInput
                      label={`Latitud del ${label.toLowerCase()} de ${areaName}`}
                      errorId={error ? `${id}-${index}` : undefined}
                      value={point.lat}
                      onValue={(lat) => set(index, { ...point, lat })}
                    />
                  </label>
                  <label className="min-w-0 space-y-1">
                    <span className="block text-xs font-bold text-ink-muted">Longitud</span>
                    <CoordinateInput
                      label={`Longitud del ${label.toLowerCase()} de ${areaName}`}
                      errorId={error ? `${id}-${index}` : undefined}
                      value={point.lng}
                      onValue={(lng) => set(index, { ...point, lng })}
                    />
                  </label>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Quitar el ${label.toLowerCase()} de ${areaName}`}
                    onClick={() => onChange(points.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                <FieldError id={`${id}-${index}`} message={error} />
              </li>
            );
          })}
        </ol>
      )}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        // A new point starts beside the last one, to be moved from there.
        onClick={() =>
          onChange([
            ...points,
            last && Number.isFinite(last.lat) && Number.isFinite(last.lng)
              ? { lat: Math.round((last.lat + 0.002) * 1e6) / 1e6, lng: last.lng }
              : { lat: Number.NaN, lng: Number.NaN },
          ])
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        Agregar punto
      </Button>
    </fieldset>
  );
}
