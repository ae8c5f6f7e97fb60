import type { ReactNode } from 'react';
import { Link } from '../../lib/link';
import { cn } from '../../lib/cn';
import { buttonClass } from './button';

interface FormActionsProps {
  /** Where 'Volver' goes. */
  backTo: string;
  backLabel?: string;
  /** The submit button (a `SubmitButton`). */
  children: ReactNode;
  className?: string;
}

/** A form's closing row: 'Volver' and the submit button, stacked on a phone with submit on top. */
export function FormActions({
  backTo,
  backLabel = 'Volver',
  children,
  className,
}: FormActionsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Link to={backTo} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {backLabel}
      </Link>
      {children}
    </div>
  );
}
