import { BRANCH_ADMIN_MESSAGES } from '@horno/domain/branch-admin';
import type { Sede } from '@horno/domain/branches';
import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormActions } from '../../../components/ui/form-actions';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { failureMessage } from '../../../lib/error-message';
import { isStaleRecord, useRecordVersion } from '../../../lib/record-version';
import { notify } from '../../../lib/toast';
import { useAssociateProducts } from '../api/associate-products';
import { branchAddress } from '../api/branch-records';

const LIST = '/sedes';

interface Item {
  id: number;
  nombre: string;
  activo: boolean;
  especial: boolean;
}

/** A product's key in the chosen set: regular and special ids are separate numberings. */
const keyOf = (item: { id: number; especial: boolean }) => `${item.especial ? 'e' : 'p'}${item.id}`;

interface ProductAssociationProps {
  /** The branch as read on opening the screen (`useBranchRecord`): its version is taken with it. */
  sede: Sede;
  categorias: readonly CategoriaProducto[];
  productos: readonly Producto[];
  especiales: readonly ProductoEspecial[];
}

/**
 * What a branch sells: a checkbox per category (ticks or clears all its products, shows a dash
 * when some are ticked) and one per product, special ones tagged '(Especial)'.
 */
export function ProductAssociation({
  sede,
  categorias,
  productos,
  especiales,
}: ProductAssociationProps) {
  const navigate = useNavigate();
  const save = useAssociateProducts(sede.id);
  // The branch's version (its data and what it sells are one): refused if another person
  // changed either since it was read.
  const version = useRecordVersion(branchAddress(sede.id));
  const [chosen, setChosen] = useState(
    () =>
      new Set([
        ...sede.productos.map((id) => keyOf({ id, especial: false })),
        ...sede.productos_especiales.map((id) => keyOf({ id, especial: true })),
      ]),
  );

  const groups = useMemo(
    () =>
      categorias
        .map((categoria) => ({
          categoria,
          items: [
            ...productos
              .filter((p) => p.categoria === categoria.id)
              .map((p) => ({ id: p.id, nombre: p.nombre, activo: p.activo, especial: false })),
            ...especiales
              .filter((e) => e.categoria === categoria.id)
              .map((e) => ({ id: e.id, nombre: e.nombre, activo: e.activo, especial: true })),
          ] satisfies Item[],
        }))
        .filter((group) => group.items.length > 0),
    [categorias, productos, especiales],
  );

  const toggle = (items: readonly Item[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const item of items) {
        if (on) next.add(keyOf(item));
        else next.delete(keyOf(item));
      }
      return next;
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ids = (especial: boolean) =>
      groups
        .flatMap((g) => g.items)
        .filter((item) => item.especial === especial && chosen.has(keyOf(item)))
        .map((item) => item.id);
    try {
      await save.mutateAsync({
        body: { productos: ids(false), productos_especiales: ids(true) },
        version,
      });
      notify.success(BRANCH_ADMIN_MESSAGES.associated(sede.nombre));
      navigate(LIST);
    } catch (error) {
      notify.error(failureMessage(BRANCH_ADMIN_MESSAGES.associateError, error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="max-w-5xl space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        {groups.map(({ categoria, items }) => {
          const ticked = items.filter((item) => chosen.has(keyOf(item))).length;
          const state = ticked === 0 ? false : ticked === items.length ? true : 'indeterminate';
          return (
            <Card key={categoria.id} className="space-y-1 p-4">
              <fieldset>
                <legend className="sr-only">{categoria.nombre}</legend>
                <Checkbox
                  label={`${categoria.nombre} (toda la categoría)`}
                  description={`${ticked} de ${items.length} productos`}
                  checked={state}
                  onCheckedChange={(on) => toggle(items, on)}
                  className="border-b border-line pb-2"
                />
                <div className="mt-1 grid gap-0.5 pl-4">
                  {items.map((item) => (
                    <Checkbox
                      key={keyOf(item)}
                      label={`${item.nombre}${item.especial ? ' (Especial)' : ''}`}
                      description={item.activo ? undefined : 'Inactivo: no se muestra en el menú'}
                      checked={chosen.has(keyOf(item))}
                      onCheckedChange={(on) => toggle([item], on)}
                    />
                  ))}
                </div>
              </fieldset>
            </Card>
          );
        })}
      </div>
      <div className="sticky bottom-0 -mx-1 rounded-2xl bg-page/95 px-1 py-3 backdrop-blur">
        <StaleRecordAlert error={save.error} />
        <FormActions backTo={LIST} className={isStaleRecord(save.error) ? 'mt-3' : undefined}>
          <SubmitButton pending={save.isPending}>Asociar productos</SubmitButton>
        </FormActions>
      </div>
    </form>
  );
}
