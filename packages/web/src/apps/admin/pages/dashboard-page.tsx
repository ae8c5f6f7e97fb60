import { ArrowRight } from 'lucide-react';
import { Link } from '../../../lib/link';
import { PageHeader } from '../../../components/ui/page-header';
import { ADMIN_NAVIGATION, visibleLinks } from '../../../features/admin-layout/navigation';
import { useAuthStore } from '../../../features/auth/store';
import { useBusiness, usePageTitle } from '../../../lib/business';

/** Where a staff member without the order board lands: a welcome and their shortcuts. */
export function DashboardPage() {
  usePageTitle('Panel');
  const nombre = useBusiness().data?.nombre;
  const profile = useAuthStore((s) => s.profile);
  const permissions = useAuthStore((s) => s.userPermissions);
  const links = visibleLinks(ADMIN_NAVIGATION, permissions);
  return (
    <>
      <PageHeader
        title="Panel"
        description={`Hola, ${profile?.first_name ?? 'equipo'}. Bienvenido al panel${nombre ? ` de ${nombre}` : ''}.`}
      />
      {links.length === 0 ? (
        <p className="max-w-xl rounded-2xl border border-dashed border-line bg-surface p-5 text-ink-muted">
          Tu rol todavía no tiene secciones asignadas.{' '}
          {(profile?.roles.length ?? 0) > 1
            ? 'Cambia a otro de tus roles desde tu menú de usuario, o pide a un administrador que le dé permisos a este.'
            : 'Pide a un administrador que le dé permisos a tu rol o que te asigne otro.'}
        </p>
      ) : (
        <section aria-labelledby="accesos">
          <h2 id="accesos" className="mb-3 text-lg font-extrabold text-ink">
            Accesos rápidos
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {links.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex min-h-16 items-center gap-3 rounded-2xl border border-line bg-surface p-4 font-bold text-ink shadow-card transition-shadow hover:shadow-card-hover"
                >
                  <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex-1">{label}</span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 text-ink-muted transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
