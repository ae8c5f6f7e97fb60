import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A white rounded panel with a soft shadow. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6', className)}
      {...props}
    />
  );
}
