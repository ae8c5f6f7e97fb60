import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { inputClass } from './input';

const PHONE_DIGITS = 10;

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
 * A Colombian mobile number after a fixed '+57' prefix: only digits are kept, at most 10.
 * `onChange` receives the event with the cleaned value.
 */
export function PhoneInput({ className, onChange, ...props }: PhoneInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
    if (digits !== event.target.value) event.target.value = digits;
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
        maxLength={PHONE_DIGITS}
        autoComplete="tel-national"
        className={cn(inputClass, 'h-11 pl-[6.25rem] tabular-nums', className)}
        onChange={handleChange}
        {...props}
      />
    </div>
  );
}
