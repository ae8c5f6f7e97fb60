import { SearchX, UtensilsCrossed } from 'lucide-react';
import { Link } from '../../../lib/link';
import { Button } from '../../../components/ui/button';
import { menuPath } from '../utils/menu-path';
import { MenuMessage } from './menu-message';

interface MenuEmptyProps {
  query: string;
  slug: string;
  sedeId: number | null;
  onClearQuery: () => void;
}

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-surface px-5 font-bold text-ink hover:border-primary hover:text-primary-strong';

/** Says why nothing is listed and offers the next step. */
export function MenuEmpty({ query, slug, sedeId, onClearQuery }: MenuEmptyProps) {
  if (query.trim()) {
    return (
      <MenuMessage
        role="status"
        icon={<SearchX aria-hidden="true" className="size-8" />}
        title={`No encontramos productos para «${query.trim()}»`}
        actions={
          <>
            <Button onClick={onClearQuery}>Limpiar búsqueda</Button>
            {slug && (
              <Link to={menuPath('', sedeId)} className={linkClass}>
                Buscar en todo el menú
              </Link>
            )}
          </>
        }
      >
        Revisa cómo lo escribiste o prueba con otra palabra, como «pepperoni» o «gaseosa».
      </MenuMessage>
    );
  }

  if (slug) {
    return (
      <MenuMessage
        icon={<UtensilsCrossed aria-hidden="true" className="size-8" />}
        title="Esta categoría no tiene productos en esta sede"
        actions={
          <Link to={menuPath('', sedeId)} className={linkClass}>
            Ver todo el menú
          </Link>
        }
      >
        Mira el resto del menú o elige otra sede arriba.
      </MenuMessage>
    );
  }

  return (
    <MenuMessage
      icon={<UtensilsCrossed aria-hidden="true" className="size-8" />}
      title="Esta sede aún no tiene productos disponibles"
    >
      Elige otra sede en el selector de arriba para ver su menú.
    </MenuMessage>
  );
}
