import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const inputClass =
  'h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink shadow-sm transition-colors placeholder:text-ink-muted hover:border-ink-muted/60 focus:border-primary aria-invalid:border-primary-strong';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(inputClass, className)} {...props} />;
}
