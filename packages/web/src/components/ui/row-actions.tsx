import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './dropdown-menu';

/** A table row's '…' menu; `label` names the row for screen readers ('Acciones de Laura'). */
export function RowActions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={label}
        className="inline-flex size-11 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink data-[state=open]:bg-surface-muted data-[state=open]:text-ink"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
