import { BRANCH_ADMIN_MESSAGES } from '@horno/domain/branch-admin';
import type { HorarioSede } from '@horno/domain/branches';
import { Copy, MoonStar } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { FormActions } from '../../../components/ui/form-actions';
import { inputClass } from '../../../components/ui/input';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { cn } from '../../../lib/cn';
import { failureMessage } from '../../../lib/error-message';
import { isStaleRecord, useRecordVersion } from '../../../lib/record-version';
import { notify } from '../../../lib/toast';
import { branchHoursAddress } from '../api/branch-records';
import { useSaveBranchHours } from '../api/save-branch-hours';
import {
  closingNote,
  type CopyResult,
  copyMondayToWeekdays,
  copySaturdayToSundayAndHolidays,
  editorRows,
  type HoursRowState,
  type RowErrors,
  rowName,
  weekToSave,
} from '../hours-editor';

const LIST = '/sedes';

interface TimeInputProps {
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

function TimeInput({ label, value, error, disabled, onChange }: TimeInputProps) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <label htmlFor={id} className="block text-xs font-bold text-ink-muted">
        {label}
      </label>
      <input
        id={id}
        type="time"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass, 'h-11 px-3 tabular-nums disabled:opacity-50')}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface DayRowProps {
  row: HoursRowState;
  errors: RowErrors;
  onChange: (row: HoursRowState) => void;
}

function DayRow({ row, errors, onChange }: DayRowProps) {
  const id = useId();
  const name = rowName(row);
  const note = closingNote(row);
  return (
    <fieldset
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 rounded-2xl border border-line px-4 py-3 xl:grid-cols-[8rem_9rem_minmax(0,1fr)] xl:items-start',
        row.es_festivo ? 'bg-warning-soft/40' : 'bg-surface',
      )}
    >
      <legend className="sr-only">{name}</legend>
      <p aria-hidden="true" className="self-center font-extrabold text-ink xl:self-start xl:pt-8">
        {name}
      </p>
      <Checkbox
        label="Cerrado"
        checked={row.cerrado}
        onCheckedChange={(cerrado) => onChange({ ...row, cerrado })}
        className="self-center xl:mt-5 xl:self-start"
      />
      <div className="col-span-2 space-y-1 xl:col-span-1">
        <div className="flex gap-3">
          <TimeInput
            label="Abre"
            value={row.hora_inicio}
            disabled={row.cerrado}
            error={row.cerrado ? undefined : errors.hora_inicio}
            onChange={(hora_inicio) => onChange({ ...row, hora_inicio })}
          />
          <TimeInput
            label="Cierra"
            value={row.hora_fin}
            disabled={row.cerrado}
            error={row.cerrado ? undefined : errors.hora_fin}
            onChange={(hora_fin) => onChange({ ...row, hora_fin })}
          />
        </div>
        {note && (
          <p className="inline-flex items-center gap-1.5 text-sm font-bold text-ink-muted">
            <MoonStar aria-hidden="true" className="size-4" />
            {note}
          </p>
        )}
        <FieldError id={`${id}-day`} message={errors.dia_semana} />
      </div>
    </fieldset>
  );
}

interface WeekEditorProps {
  rows: HoursRowState[];
  errors: RowErrors[];
  onChange: (rows: HoursRowState[], errors: RowErrors[]) => void;
}

/**
 * The week's rows, each open or closed with its times, and the two copy shortcuts; a closing
 * before the opening is after midnight. Controlled: the branch's hours page and the first
 * start's setup keep the rows.
 */
export function WeekEditor({ rows, errors, onChange }: WeekEditorProps) {
  const change = (index: number, row: HoursRowState) =>
    onChange(
      rows.map((r, i) => (i === index ? row : r)),
      errors.map((e, i) => (i === index ? {} : e)),
    );
  const copy = (result: CopyResult, done: string) => {
    if ('error' in result) {
      notify.error(result.error);
      return;
    }
    onChange(result.rows, []);
    notify.success(done);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => copy(copyMondayToWeekdays(rows), 'Horario del lunes copiado')}
        >
          <Copy aria-hidden="true" className="size-4" />
          Copiar lunes a martes–viernes
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => copy(copySaturdayToSundayAndHolidays(rows), 'Horario del sábado copiado')}
        >
          <Copy aria-hidden="true" className="size-4" />
          Copiar sábado a domingo y festivos
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        Hora de Colombia. Un cierre más temprano que la apertura (18:00 – 02:00) es a la madrugada
        siguiente.
      </p>
      <div className="space-y-2">
        {rows.map((row, index) => (
          <DayRow
            key={row.es_festivo ? 'festivo' : row.dia_semana}
            row={row}
            errors={errors[index] ?? {}}
            onChange={(next) => change(index, next)}
          />
        ))}
      </div>
    </div>
  );
}

interface HoursEditorProps {
  sede: { id: number; nombre: string };
  /** The week as read on opening the editor (`useBranchHoursRecord`): its version is taken with it. */
  saved: readonly HorarioSede[];
}

/**
 * A branch's week, saved as a whole (it replaces the week). The save sends the version the week
 * was read with: if another person saved the hours meanwhile it is refused, and what was typed
 * stays beside the reason and 'Recargar'.
 */
export function HoursEditor({ sede, saved }: HoursEditorProps) {
  const navigate = useNavigate();
  const save = useSaveBranchHours();
  const version = useRecordVersion(branchHoursAddress(sede.id));
  const [rows, setRows] = useState(() => editorRows(saved));
  const [errors, setErrors] = useState<RowErrors[]>([]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = weekToSave(sede.id, rows);
    if (!checked.ok) {
      setErrors(checked.errors);
      notify.error(BRANCH_ADMIN_MESSAGES.hoursSaveError);
      return;
    }
    try {
      await save.mutateAsync({ week: checked.week, version });
      notify.success(BRANCH_ADMIN_MESSAGES.hoursSaved);
      navigate(LIST);
    } catch (error) {
      notify.error(failureMessage(BRANCH_ADMIN_MESSAGES.hoursSaveError, error));
    }
  };

  return (
    <Card className="max-w-4xl">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <WeekEditor
          rows={rows}
          errors={errors}
          onChange={(next, nextErrors) => {
            setRows(next);
            setErrors(nextErrors);
          }}
        />
        <div>
          <StaleRecordAlert error={save.error} />
          <FormActions backTo={LIST} className={isStaleRecord(save.error) ? 'mt-3' : undefined}>
            <SubmitButton pending={save.isPending}>Guardar horarios</SubmitButton>
          </FormActions>
        </div>
      </form>
    </Card>
  );
}
