import type { ZonaEntrega } from '@horno/domain/delivery-areas';
import { Eraser, MapPinPlus, Pencil, Plus, Undo2 } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLeaveConfirm } from '../../../components/ui/leave-confirm';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { failureMessage, fieldErrors } from '../../../lib/error-message';
import { cn } from '../../../lib/cn';
import { isStaleRecord, useRecordVersion } from '../../../lib/record-version';
import { notify } from '../../../lib/toast';
import { deliveryAreasAddress } from '../api/get-delivery-areas';
import { useSaveDeliveryAreas } from '../api/save-delivery-areas';
import {
  type AreaDraft,
  type AreaErrors,
  type AreaPoint,
  checkDrafts,
  draftsOf,
  errorsByArea,
  newDraft,
  payloadOf,
} from '../area-drafts';
import { AreaCard } from './area-card';
import { AreasMap } from './areas-map';
import { NoTilesNote } from '../../../components/ui/location-map';

const LIST = '/sedes';
export const AREAS_SAVED = 'Zonas de entrega guardadas';
const SAVE_ERROR = 'No se pudieron guardar las zonas';

interface DeliveryAreasEditorProps {
  sede: { id: number; nombre: string; lat: number; lng: number };
  /**
   * The areas as read (`useDeliveryAreas`): the editor is started again with each new read, and
   * takes its version with it.
   */
  saved: readonly ZonaEntrega[];
  tiles: { url: string; attribution: string };
}

/**
 * A branch's delivery areas: the map (click to add points to the selected area, drag a point
 * to move it) beside the list of areas with their fee rule, minimum and points. Nothing is
 * stored until 'Guardar zonas', which replaces the branch's areas at once.
 */
export function DeliveryAreasEditor({ sede, saved, tiles }: DeliveryAreasEditorProps) {
  const navigate = useNavigate();
  const save = useSaveDeliveryAreas(sede.id);
  // Sent with the save: refused if another person saved the areas since they were read.
  const version = useRecordVersion(deliveryAreasAddress(sede.id));
  const [areas, setAreas] = useState(() => draftsOf(saved));
  // Changed since the last save: leaving asks first (and so does closing the tab).
  const savedBody = useMemo(() => JSON.stringify(payloadOf(draftsOf(saved))), [saved]);
  const dirty = JSON.stringify(payloadOf(areas)) !== savedBody;
  const { leave, dialog: leaveDialog } = useLeaveConfirm(
    dirty,
    'Los cambios a las zonas de entrega de esta sede se perderán.',
    '¿Salir sin guardar las zonas?',
  );
  const [selected, setSelected] = useState<number | null>(areas.length > 0 ? 0 : null);
  const [drawing, setDrawing] = useState(false);
  const [errors, setErrors] = useState<AreaErrors[]>([]);
  const [general, setGeneral] = useState<string | null>(null);

  const current = selected === null ? undefined : areas[selected];
  const update = (index: number, area: AreaDraft) => {
    setAreas((list) => list.map((a, i) => (i === index ? area : a)));
    setErrors((list) => list.map((e, i) => (i === index ? {} : e)));
  };
  const setPoints = (points: AreaPoint[]) => {
    if (selected !== null && current) update(selected, { ...current, poligono: points });
  };
  const select = (index: number) => {
    setSelected((now) => (now === index ? null : index));
    setDrawing(false);
  };
  const add = () => {
    setAreas((list) => [...list, newDraft(list)]);
    setErrors((list) => [...list, {}]);
    setSelected(areas.length);
    setDrawing(true);
  };
  const remove = (index: number) => {
    const name = areas[index]?.nombre;
    setAreas((list) => list.filter((_, i) => i !== index));
    setErrors((list) => list.filter((_, i) => i !== index));
    setSelected(null);
    setDrawing(false);
    notify(`Zona ${name ? `'${name}' ` : ''}quitada. Se borra al guardar.`);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDrafts(areas);
    if (!checked.ok) {
      setErrors(checked.areas);
      setGeneral(checked.general);
      const first = checked.areas.findIndex((e) => Object.keys(e).length > 0);
      if (first >= 0) setSelected(first);
      notify.error(`${SAVE_ERROR}: revisa las zonas marcadas`);
      return;
    }
    try {
      const result = await save.mutateAsync({ body: checked.body, version });
      setAreas(draftsOf(result));
      setErrors([]);
      setGeneral(null);
      setDrawing(false);
      notify.success(AREAS_SAVED);
    } catch (error) {
      const byArea = errorsByArea(fieldErrors(error), areas.length);
      setErrors(byArea.areas);
      setGeneral(byArea.general);
      notify.error(failureMessage(SAVE_ERROR, error));
    }
  };

  const activeCount = areas.filter((a) => a.activa).length;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_28rem] lg:items-start"
    >
      <Card className="space-y-3 lg:sticky lg:top-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant={drawing ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={drawing}
            disabled={!current}
            onClick={() => setDrawing((on) => !on)}
          >
            {drawing ? (
              <MapPinPlus aria-hidden="true" className="size-4" />
            ) : (
              <Pencil aria-hidden="true" className="size-4" />
            )}
            {drawing ? 'Dibujando: haz clic en el mapa' : 'Dibujar puntos'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={!current || current.poligono.length === 0}
            onClick={() => setPoints(current?.poligono.slice(0, -1) ?? [])}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Quitar último punto
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={!current || current.poligono.length === 0}
            onClick={() => {
              setPoints([]);
              setDrawing(true);
            }}
          >
            <Eraser aria-hidden="true" className="size-4" />
            Borrar puntos
          </Button>
        </div>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {current
            ? drawing
              ? `Haz clic en el mapa para agregar puntos a '${current.nombre}', en orden alrededor de la zona. Arrastra un punto para moverlo.`
              : `'${current.nombre}': arrastra sus puntos para moverlos, o edítalos en la lista.`
            : 'Elige una zona de la lista para ver y mover sus puntos, o agrega una.'}
        </p>
        <AreasMap
          center={{ lat: sede.lat, lng: sede.lng }}
          areas={areas}
          selected={selected}
          drawing={drawing}
          tileUrl={tiles.url}
          attribution={tiles.attribution}
          onSelect={select}
          onAddPoint={(point) => setPoints([...(current?.poligono ?? []), point])}
          onMovePoint={(index, point) =>
            setPoints((current?.poligono ?? []).map((p, i) => (i === index ? point : p)))
          }
        />
        {tiles.url ? null : <NoTilesNote />}
      </Card>

      <Card className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-extrabold text-ink">Zonas ({areas.length})</h2>
          <Button type="button" variant="secondary" size="sm" onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            Agregar zona
          </Button>
        </div>
        {activeCount === 0 ? (
          <p className="rounded-xl bg-warning-soft px-3 py-2 text-sm text-ink">
            Sin zonas activas, la sede entrega dentro de su radio de cobertura.
          </p>
        ) : (
          <p className="text-sm text-ink-muted">
            La sede entrega solo dentro de sus zonas activas. Donde dos zonas se tocan, manda la
            primera de la lista.
          </p>
        )}
        {general ? (
          <p role="alert" className="text-sm font-bold text-primary">
            {general}
          </p>
        ) : null}
        <ul className="space-y-2">
          {areas.map((area, index) => (
            <AreaCard
              key={area.key}
              area={area}
              index={index}
              selected={index === selected}
              errors={errors[index] ?? {}}
              onSelect={() => select(index)}
              onChange={(next) => update(index, next)}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
        <div>
          <StaleRecordAlert error={save.error} />
          <div
            className={cn(
              'flex flex-col-reverse gap-2 border-t border-line pt-3 sm:flex-row sm:justify-end',
              isStaleRecord(save.error) && 'mt-3',
            )}
          >
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => leave(() => void navigate(LIST))}
            >
              Volver
            </Button>
            <SubmitButton pending={save.isPending} pendingLabel="Guardando zonas...">
              Guardar zonas
            </SubmitButton>
          </div>
        </div>
        {leaveDialog}
      </Card>
    </form>
  );
}
