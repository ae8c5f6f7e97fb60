import { formatTime } from '@horno/domain/dates';
import type { Agenda } from '@horno/domain/scheduling-schemas';
import { dayChoiceLabel, scheduledLabel } from '@horno/domain/slot-labels';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { ChoiceChip } from '../../../components/ui/choice-chip';
import { FieldError } from '../../../components/ui/field-error';
import { shownDay, slotGroups, type WhenChoice } from '../when-choice';

interface SlotPickerProps {
  agenda: Agenda;
  choice: WhenChoice;
  /** Today in Bogotá ('yyyy-MM-dd'), for 'Hoy' and 'Mañana'. */
  today: string;
  /** 'Hora de entrega' or 'Hora para recoger'. */
  hourLegend: string;
  /** A slot tapped; null when another day is tapped (the slot chosen is on the day shown). */
  onSlot: (inicio: string | null) => void;
  /** After a blocked submit without a slot. */
  missing: string | undefined;
}

/** 'Programar': the days with free slots, then the day's slots as chips (full ones 'Lleno'). */
export function SlotPicker({
  agenda,
  choice,
  today,
  hourLegend,
  onSlot,
  missing,
}: SlotPickerProps) {
  const [tapped, setTapped] = useState<string | null>(null);
  const dayName = useId();
  const slotName = useId();
  const missingId = useId();
  const day = shownDay(agenda, tapped, choice);
  if (!day) return null;
  const groups = slotGroups(day.franjas);
  const firstFree = groups.flatMap((g) => g.franjas).find((f) => f.disponible)?.inicio;

  return (
    // Chips as wide as the card allows: three on a phone, more in a wide column.
    <div className="@container space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink">Día</legend>
        <div className="grid grid-cols-3 gap-2 @sm:grid-cols-4 @2xl:grid-cols-8">
          {agenda.dias.map(({ fecha }) => {
            const { dia, fecha: date } = dayChoiceLabel(fecha, today);
            return (
              <ChoiceChip
                key={fecha}
                name={dayName}
                value={fecha}
                label={`${dia} ${date}`}
                checked={fecha === day.fecha}
                onSelect={() => {
                  setTapped(fecha);
                  if (choice.fecha !== fecha) onSlot(null);
                }}
              >
                <span>{dia}</span>
                <span className="text-xs font-semibold">{date}</span>
              </ChoiceChip>
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink">{hourLegend}</legend>
        <div className="space-y-3">
          {groups.map(({ parte, franjas }) => (
            <div key={parte} role="group" aria-label={parte}>
              <p aria-hidden="true" className="mb-1.5 text-xs font-bold text-ink-muted">
                {parte}
              </p>
              <div className="grid grid-cols-3 gap-2 @sm:grid-cols-4 @xl:grid-cols-6">
                {franjas.map((franja) => {
                  const time = formatTime(franja.inicio);
                  return (
                    <ChoiceChip
                      key={franja.inicio}
                      name={slotName}
                      value={franja.inicio}
                      label={franja.lleno ? `${time} Lleno` : time}
                      checked={franja.inicio === choice.inicio}
                      disabled={!franja.disponible}
                      invalid={missing !== undefined && franja.inicio === firstFree}
                      describedBy={missing ? missingId : undefined}
                      onSelect={() => onSlot(franja.inicio)}
                    >
                      <span>{time}</span>
                      {franja.lleno && <span className="text-xs font-semibold">Lleno</span>}
                    </ChoiceChip>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <FieldError id={missingId} message={missing} />
      <p aria-live="polite" className="empty:hidden">
        {choice.inicio && (
          <span className="flex items-start gap-2 rounded-xl bg-success-soft px-3 py-2 text-sm font-bold text-success">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {scheduledLabel(choice.inicio)}
          </span>
        )}
      </p>
    </div>
  );
}
