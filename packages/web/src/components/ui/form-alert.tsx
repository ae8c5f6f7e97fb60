import { CircleAlert } from 'lucide-react';

/** A form-level error, announced when it appears; renders nothing without a message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" aria-atomic="true">
      {message && (
        <p className="flex items-start gap-2 rounded-xl bg-primary-soft px-4 py-3 text-sm font-bold text-primary-strong">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
