import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'md' | 'sm' | 'icon';

const variants: Record<Variant, string> = {
  primary:
    'bg-primary text-on-primary shadow-sm hover:bg-primary-hover active:bg-primary-strong disabled:bg-ink-muted',
  secondary:
    'bg-surface text-ink border border-line hover:border-primary hover:text-primary-strong disabled:text-ink-muted',
  ghost: 'text-ink hover:bg-surface-muted disabled:text-ink-muted',
};

// Every size keeps the 44 px minimum tap target.
const sizes: Record<Size, string> = {
  md: 'min-h-11 px-5 text-base',
  sm: 'min-h-11 px-4 text-sm',
  icon: 'size-11',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

/** A button's classes, for links that look like buttons. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: Variant; size?: Size; className?: string | undefined } = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-bold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
