import {
  AgregarSeccionFormSchema,
  type AgregarSeccionFormValues,
  toAgregarSeccion,
} from '@horno/domain/special-form';
import { SPECIAL_MESSAGES } from '@horno/domain/special-admin';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddingSection, useAddSection } from '../api/add-section';
import { withFormPaths } from './section-editor/form-paths';
import { newSection } from './section-editor/new-rows';
import { SectionsEditor } from './section-editor/sections-editor';

/** The dialog's new section: one required choice (spec §9). */
const LIMITS = { minimo: 1, maximo: 1 };

interface Categoria {
  id: number;
  nombre: string;
}

function AddSectionForm({
  categoria,
  formId,
  onDone,
}: {
  categoria: Categoria;
  formId: string;
  onDone: () => void;
}) {
  const add = useAddSection();
  const form = useZodForm(AgregarSeccionFormSchema, {
    mode: 'onTouched',
    defaultValues: { secciones: [newSection(LIMITS)] } satisfies AgregarSeccionFormValues,
  });
  const serverErrors = useServerErrors(form);

  const onSubmit = form.handleSubmit(async ({ secciones }) => {
    const { body, formPath } = toAgregarSeccion(secciones[0]!);
    try {
      const done = await add.mutateAsync({ categoriaId: categoria.id, body });
      notify.success(done.message || SPECIAL_MESSAGES.sectionAdded);
      onDone();
    } catch (error) {
      // The server said why (a refused field, no specials left): the form stays as typed.
      if (error instanceof ApiError && error.status > 0) {
        serverErrors(withFormPaths(error, formPath), 'No se pudo agregar la sección');
      } else {
        notify.error('Ocurrió un error inesperado al agregar la sección');
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={onSubmit} noValidate>
        <SectionsEditor limits={LIMITS} single />
      </form>
    </FormProvider>
  );
}

interface AddSectionDialogProps {
  /** The category whose special products get the section; the dialog is closed without one. */
  categoria: Categoria | null;
  /** Its special products, active or not: every one of them gets the section. */
  count: number;
  onClose: () => void;
}

/**
 * 'Agregar sección a productos especiales': one section, with its options, added to every
 * special product of a category, active or not (custom options only).
 */
export function AddSectionDialog({ categoria, count, onClose }: AddSectionDialogProps) {
  const formId = useId();
  const adding = useAddingSection();
  return (
    <Modal
      open={categoria !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Agregar sección a productos especiales"
      description={
        categoria
          ? `Se agregará al final de ${count === 1 ? 'el producto especial' : `los ${count} productos especiales`} de ${categoria.nombre}.`
          : undefined
      }
      widthClass="sm:max-w-3xl"
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="sm" onClick={onClose}>
            Cancelar
          </Button>
          <SubmitButton form={formId} pending={adding} pendingLabel="Agregando...">
            Agregar sección
          </SubmitButton>
        </div>
      }
    >
      {categoria ? <AddSectionForm categoria={categoria} formId={formId} onDone={onClose} /> : null}
    </Modal>
  );
}
