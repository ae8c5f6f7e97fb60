import type { ReactNode } from 'react';
import { formatNit } from '@horno/domain/business-identity';
import { formatPhone } from '@horno/domain/phone';
import { useBusiness, usePageTitle } from '../../../lib/business';
import { Link } from '../../../lib/link';

export interface LegalSectionInfo {
  id: string;
  title: string;
}

/**
 * Who answers for the site (the data controller of law 1581 of 2012), from the business
 * settings, repeated in both legal pages.
 */
export function useCompany() {
  const negocio = useBusiness().data;
  return {
    comercial: negocio?.nombre ?? '',
    nombre: negocio?.razon_social || negocio?.nombre || '',
    nit: negocio?.nit ? formatNit(negocio.nit) : '',
    domicilio: negocio?.direccion ?? '',
    correo: negocio?.correo ?? '',
    telefono: negocio?.telefono ? formatPhone(negocio.telefono) : '',
  };
}

/** Shared frame of the legal pages: title, validity, a table of contents and the sections. */
export function LegalPage({
  title,
  validFrom,
  sections,
  children,
}: {
  title: string;
  validFrom: string;
  sections: readonly LegalSectionInfo[];
  children: ReactNode;
}) {
  usePageTitle(title);
  const company = useCompany();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-ink sm:px-6 sm:py-14">
      <header className="space-y-2 border-b border-line pb-6">
        <p className="text-sm font-bold tracking-wide text-primary-strong uppercase">
          {company.comercial}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-ink-muted">Vigente desde el {validFrom}.</p>
      </header>
      <nav aria-label="Contenido" className="my-8 rounded-2xl bg-surface p-5 shadow-card">
        <h2 className="mb-3 text-sm font-extrabold tracking-wide text-ink-muted uppercase">
          Contenido
        </h2>
        <ol className="grid gap-x-6 sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-1 inline-flex min-h-11 items-center rounded-md px-1 text-sm font-bold text-primary-strong hover:underline"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-10 leading-relaxed text-ink [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_p]:text-ink-muted [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul_li]:text-ink-muted">
        {children}
      </div>
      <p className="mt-12 border-t border-line pt-6 text-sm text-ink-muted">
        ¿Dudas? Escríbenos a{' '}
        <a
          href={`mailto:${company.correo}`}
          className="font-bold text-primary-strong hover:underline"
        >
          {company.correo}
        </a>{' '}
        o vuelve al{' '}
        <Link to="/menu" className="font-bold text-primary-strong hover:underline">
          menú
        </Link>
        .
      </p>
    </article>
  );
}

/** One numbered section of a legal page, reachable from the table of contents. */
export function LegalSection({
  section,
  number,
  children,
}: {
  section: LegalSectionInfo;
  number: number;
  children: ReactNode;
}) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-titulo`}
      className="scroll-mt-6 space-y-3"
    >
      <h2 id={`${section.id}-titulo`} className="text-xl font-extrabold tracking-tight text-ink">
        {number}. {section.title}
      </h2>
      {children}
    </section>
  );
}
