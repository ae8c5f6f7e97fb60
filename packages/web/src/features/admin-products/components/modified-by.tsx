import type { Modificacion } from '@horno/domain/catalog-admin';
import { formatDateTimeShort } from '@horno/domain/dates';

/** 'Modificado por {nombre} el {fecha}', from what the server stores. */
export function ModifiedBy({ modification }: { modification: Modificacion | undefined }) {
  if (!modification?.modificado_en) return null;
  const when = formatDateTimeShort(modification.modificado_en);
  return (
    <span>
      {modification.modificado_por
        ? `Modificado por ${modification.modificado_por} el ${when}`
        : `Modificado el ${when}`}
    </span>
  );
}
