import { Store } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Link } from '../../../lib/link';

/** A screen that works on a branch, opened while the pizzeria has none yet. */
export function NoBranchYet({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={Store}
        title="Todavía no hay sedes"
        description="Los pedidos, las mesas y el menú son de una sede: registra la primera para empezar a recibir pedidos. Si ya la registraste, elígela."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="/sedes/agregar" className={buttonClass({ size: 'sm' })}>
              Registrar sede
            </Link>
            <Link
              to="/seleccionar-sede"
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              Elegir sede
            </Link>
          </div>
        }
      />
    </>
  );
}
