import { bogotaParts } from '@horno/domain/bogota-time';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { BranchDirectory } from '../../../features/branches/components/branch-directory';

const LINKS = [
  { to: '/menu', label: 'Menú' },
  { to: '/politica-de-privacidad', label: 'Política de privacidad' },
  { to: '/terminos-y-condiciones', label: 'Términos y condiciones' },
];

export function SiteFooter() {
  const year = bogotaParts(new Date()).ymd.slice(0, 4);
  return (
    <footer className="mt-16 bg-night text-ink-inverse-muted [--focus-ring:var(--color-crust)]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1fr_2fr_1fr]">
        <div className="space-y-3">
          <Logo inverse />
          <p className="max-w-xs text-sm leading-relaxed">
            Pizza artesanal horneada al momento, para recoger en la sede o recibir en casa.
          </p>
        </div>
        <div className="space-y-4">
          <h2 className="text-lg font-extrabold text-ink-inverse">Nuestras sedes</h2>
          <BranchDirectory />
        </div>
        <div className="space-y-4">
          <h2 className="text-lg font-extrabold text-ink-inverse">Enlaces</h2>
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="-ml-1 inline-flex min-h-11 items-center rounded-md px-1 text-sm hover:text-ink-inverse hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-ink-inverse/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm sm:px-6">© {year} Horno Pizzería</p>
      </div>
    </footer>
  );
}
