import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';

const cardClass = 'rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6';

/** A white rounded panel with a soft shadow. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardClass, className)} {...props} />;
}

/**
 * One group of a form: a card with its heading (DESIGN.md: 'Datos básicos', 'Precios por
 * tamaño', 'Adiciones', 'Imagen', 'Sedes'), which also names the group for screen readers.
 */
export function FormCard({
  title,
  className,
  children,
  ...props
}: ComponentProps<'div'> & { title: string }) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={cn(cardClass, 'space-y-4', className)}
      {...props}
    >
      <h2 id={id} className="text-lg font-extrabold text-ink">
        {title}
      </h2>
      {children}
    </div>
  );
}
