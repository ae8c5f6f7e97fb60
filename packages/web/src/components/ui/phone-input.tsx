import { isLandline, isMobile, normalizePhone } from '@horno/domain/phone';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { inputClass } from './input';

/**
 * What the field shows once the text changed: digits (and a '+') without the spaces, dashes or
 * letters around them, and the 10 national digits as soon as a whole number is there.
 */
function shownWhileTyping(text: string): string {
  const compact = text.replace(/[^\d+]/g, '');
  const national = normalizePhone(compact);
  return isMobile(national) || isLandline(national) ? national : compact;
}

/** Colombia's flag: yellow over blue over red, the yellow twice as tall. */
function ColombiaFlag() {
  return (
    <svg viewBox="0 0 6 4" aria-hidden="true" className="h-3.5 w-5 rounded-[2px] shadow-sm">
      <rect width="6" height="2" fill="#fcd116" />
      <rect y="2" width="6" height="1" fill="#003893" />
      <rect y="3" width="6" height="1" fill="#ce1126" />
    </svg>
  );
}

type PhoneInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'>;

/**
 * A Colombian phone after a fixed '+57' prefix. Nothing is cut before it is cleaned: a pasted
 * '+57 300 123 4567' becomes '3001234567' at once, a number too long stays too long for the
 * form's schema to say so. `onChange` receives the event with the cleaned value.
 */
export function PhoneInput({ className, onChange, ...props }: PhoneInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const shown = shownWhileTyping(event.target.value);
    if (shown !== event.target.value) event.target.value = shown;
    onChange?.(event);
  };
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center gap-2 border-r border-line pr-3 pl-4 text-base font-bold text-ink">
        <ColombiaFlag />
        <span aria-hidden="true">+57</span>
      </span>
      <input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        className={cn(inputClass, 'h-11 pl-[6.25rem] tabular-nums', className)}
        onChange={handleChange}
        {...props}
      />
    </div>
  );
}
