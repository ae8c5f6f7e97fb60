import { bogotaParts } from '@horno/domain/bogota-time';
import type { Negocio } from '@horno/domain/business-identity';
import type { ReactNode } from 'react';
import { useBusiness } from '../../../lib/business';
import { Link } from '../../../lib/link';
import { Logo } from '../../../components/ui/logo';
import { BranchDirectory } from '../../../features/branches/components/branch-directory';

const LINKS = [
  { to: '/menu', label: 'Menú' },
  { to: '/politica-de-privacidad', label: 'Política de privacidad' },
  { to: '/terminos-y-condiciones', label: 'Términos y condiciones' },
];

type Network = keyof Negocio['redes'];

// Simple marks drawn with the current colour (no brand icon set in the bundle).
const SOCIAL: { network: Network; label: string; icon: ReactNode }[] = [
  {
    network: 'instagram',
    label: 'Instagram',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
      </>
    ),
  },
  {
    network: 'facebook',
    label: 'Facebook',
    icon: (
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15Z" />
    ),
  },
  {
    network: 'tiktok',
    label: 'TikTok',
    icon: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.4 5 4.6" />,
  },
];

/** The business's social profiles (settings); none, nothing. */
function SocialLinks({ redes }: { redes: Negocio['redes'] }) {
  const shown = SOCIAL.flatMap((social) => {
    const href = redes[social.network];
    return href ? [{ ...social, href }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <div className="space-y-2">
      <h2 className="text-sm font-extrabold text-ink-inverse">Síguenos</h2>
      <ul className="flex gap-2">
        {shown.map((social) => (
          <li key={social.label}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex size-11 items-center justify-center rounded-full bg-ink-inverse/10 text-ink-inverse transition-colors hover:bg-crust hover:text-night"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {social.icon}
              </svg>
              <span className="sr-only">{social.label} (se abre en una pestaña nueva)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SiteFooter() {
  const year = bogotaParts(new Date()).ymd.slice(0, 4);
  const negocio = useBusiness().data;
  return (
    <footer className="mt-16 bg-night text-ink-inverse-muted [--focus-ring:var(--color-crust)]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1fr_2fr_1fr]">
        <div className="space-y-4">
          <Logo inverse />
          <p className="max-w-xs text-sm leading-relaxed">
            Pizza artesanal horneada al momento, para recoger en la sede o recibir en casa.
          </p>
          {negocio && <SocialLinks redes={negocio.redes} />}
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
      {/* The bottom padding keeps the floating WhatsApp button off the last line. */}
      <div className="border-t border-ink-inverse/10">
        <p className="mx-auto max-w-7xl px-4 pt-5 pb-24 text-sm sm:px-6">
          © {year} {negocio?.razon_social || negocio?.nombre}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
