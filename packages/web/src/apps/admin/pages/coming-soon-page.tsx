import { Hammer } from 'lucide-react';
import { Link } from '../../../lib/link';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useAdminTitle } from '../hooks/use-admin-title';

/** A section that is not built yet, so its sidebar link already leads somewhere. */
export function ComingSoonPage({ title }: { title: string }) {
  useAdminTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={Hammer}
        title="Próximamente"
        description="Esta sección estará disponible muy pronto. Mientras tanto, usa las demás secciones del menú."
        action={
          <Link to="/dashboard" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            Ir al panel
          </Link>
        }
      />
    </>
  );
}
