import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** True while the form is being saved: the button is disabled and says `pendingLabel`. */
  pending: boolean;
  children: ReactNode;
  /** What the button says while saving ('Guardando...' unless the spec names another text). */
  pendingLabel?: string;
}

/** The one submit button of the back-office forms: 'Guardando...' with a spinner while saving. */
export function SubmitButton({
  pending,
  children,
  pendingLabel = 'Guardando...',
  disabled,
  size = 'sm',
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" size={size} disabled={pending || disabled} aria-busy={pending} {...props}>
      {pending ? <Spinner /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}
