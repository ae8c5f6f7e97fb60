import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Shared frame of the legal pages. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Horno`);
  return (
    <article className="mx-auto max-w-3xl space-y-4 px-4 py-10 text-ink sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <div className="space-y-4 leading-relaxed text-ink-muted">{children}</div>
    </article>
  );
}
