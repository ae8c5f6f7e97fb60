import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** A titled card of the checkout ('Método de entrega', 'Tus datos', …). */
export function CheckoutCard({
  title,
  icon: Icon,
  children,
  className,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('space-y-4', className)}>
      <h2 className="flex items-center gap-2 text-lg font-extrabold text-ink">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h2>
      {children}
    </Card>
  );
}
