import { Printer } from 'lucide-react';
import { Button } from './button';

/** 'Imprimir': the page on paper (its print styles leave the app's frame out). Not printed itself. */
export function PrintButton({ variant }: { variant?: 'secondary' }) {
  return (
    <Button
      size="sm"
      {...(variant ? { variant } : {})}
      className="print:hidden"
      onClick={() => window.print()}
    >
      <Printer aria-hidden="true" className="size-4" />
      Imprimir
    </Button>
  );
}
