import type { FocusEvent, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

/** Where the layout turns into two columns: the customer page is full width, staff's has a sidebar. */
const WIDE = {
  lg: {
    grid: 'lg:grid-cols-12 lg:grid-rows-[auto_1fr]',
    products: 'lg:col-span-7 lg:self-start',
    fields: 'lg:col-span-5 lg:row-span-2',
    summary: 'lg:sticky lg:top-4 lg:col-span-7 lg:col-start-1 lg:row-start-2 lg:self-start',
  },
  xl: {
    grid: 'xl:grid-cols-12 xl:grid-rows-[auto_1fr]',
    products: 'xl:col-span-7 xl:self-start',
    fields: 'xl:col-span-5 xl:row-span-2',
    summary: 'xl:sticky xl:top-20 xl:col-span-7 xl:col-start-1 xl:row-start-2 xl:self-start',
  },
} as const;

interface CheckoutLayoutProps {
  products: ReactNode;
  /** The cards to fill in (delivery, customer, coupon). */
  fields: ReactNode;
  /** The totals and 'Realizar pedido'. */
  summary: ReactNode;
  /** Holds the fields, to find the first invalid one after a blocked submit. */
  fieldsRef: Ref<HTMLDivElement>;
  /** From this breakpoint on, two columns. */
  wide: keyof typeof WIDE;
  className?: string;
}

/**
 * Brings a focused field into view, clear of the screen's edges (`field-scroll-margin`): a phone
 * browser may leave the field it focused under the fold.
 */
function keepFocusedInView(event: FocusEvent<HTMLDivElement>) {
  if (event.target instanceof HTMLElement) event.target.scrollIntoView({ block: 'nearest' });
}

/**
 * Both checkouts' layout. One column on phones and tablets: products, fields, then the summary
 * in the flow of the page, never over a field. On wide screens the fields get the right column,
 * and the summary sits under the products on the left, sticking at the top of the screen as the
 * fields are scrolled: it is never over a field either. The reading (and Tab) order stays
 * products, fields, summary.
 */
export function CheckoutLayout({
  products,
  fields,
  summary,
  fieldsRef,
  wide,
  className,
}: CheckoutLayoutProps) {
  const at = WIDE[wide];
  return (
    <div className={cn('grid gap-5 sm:gap-6', at.grid, className)}>
      <div className={cn('min-w-0', at.products)}>{products}</div>
      <div
        ref={fieldsRef}
        onFocus={keepFocusedInView}
        className={cn('field-scroll-margin min-w-0 space-y-5 sm:space-y-6', at.fields)}
      >
        {fields}
      </div>
      <div className={cn('min-w-0', at.summary)}>{summary}</div>
    </div>
  );
}
