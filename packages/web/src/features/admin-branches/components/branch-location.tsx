import type { SedeInput } from '@horno/domain/branch-admin';
import type { LatLng } from '@horno/domain/geo-areas';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LocationMap, NoTilesNote } from '../../../components/ui/location-map';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useMapConfig } from '../../../lib/map-config';
import { type LocatedPlace, useLocateAddress } from '../api/locate-address';

type BranchFormValues = UseFormReturn<SedeInput, unknown, unknown>;

const NO_ADDRESS = 'Escribe primero la dirección de la sede.';

/**
 * The branch's point: found from its address ('Ubicar la dirección', choosing when the address
 * may be in several places), then placed exactly by a click or by dragging the pin; the
 * coordinates stay typed fields, for the keyboard and for a point read off another map.
 */
export function BranchLocation({
  form,
  locator,
}: {
  form: BranchFormValues;
  /** Finds an address (the first start's setup has a link's code, not a session). */
  locator?: (direccion: string) => Promise<LocatedPlace[]>;
}) {
  const { register, setValue, getValues, watch, formState } = form;
  const { errors } = formState;
  const mapConfig = useMapConfig();
  const locate = useLocateAddress(locator);
  const [status, setStatus] = useState('');
  const [choices, setChoices] = useState<LocatedPlace[]>([]);
  const lat = watch('lat');
  const lng = watch('lng');
  const point = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;

  const place = (next: LatLng) => {
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
    setValue('lat', next.lat, options);
    setValue('lng', next.lng, options);
  };

  const choose = (found: LocatedPlace) => {
    place(found);
    setChoices([]);
    setStatus(
      `Ubicada en ${found.direccion}. Si no es el punto exacto, arrastra la sede o haz clic en el mapa.`,
    );
  };

  const find = async () => {
    const direccion = String(getValues('direccion') ?? '').trim();
    setChoices([]);
    if (!direccion) {
      setStatus(NO_ADDRESS);
      return;
    }
    setStatus('Buscando la dirección...');
    try {
      const places = await locate.mutateAsync(direccion);
      if (places.length === 1) choose(places[0]!);
      else {
        setChoices(places);
        setStatus(`La dirección puede estar en ${places.length} lugares: elige el de la sede.`);
      }
    } catch (error) {
      setStatus(
        error instanceof ApiError && error.message
          ? error.message
          : 'No se pudo buscar la dirección. Intenta de nuevo.',
      );
    }
  };

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-extrabold text-ink">Ubicación</h2>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={locate.isPending}
          onClick={() => void find()}
        >
          <LocateFixed aria-hidden="true" className="size-4" />
          {locate.isPending ? 'Buscando...' : 'Ubicar la dirección'}
        </Button>
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {status ||
          'Busca la dirección de la sede y ajusta el punto: haz clic en el mapa o arrastra la sede. Desde ese punto se miden los domicilios.'}
      </p>
      {choices.length > 0 && (
        <ul className="space-y-2" aria-label="Lugares posibles">
          {choices.map((c) => (
            <li key={c.place_id}>
              <Button
                type="button"
                variant="secondary"
                className="w-full justify-start text-left"
                onClick={() => choose(c)}
              >
                {c.direccion}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {mapConfig.isPending ? (
        <Skeleton className="h-72 w-full rounded-2xl md:h-96" />
      ) : (
        <>
          <LocationMap
            value={point}
            tiles={{
              url: mapConfig.data?.tile_url ?? '',
              attribution: mapConfig.data?.attribution ?? '',
            }}
            onChange={place}
            label="Mapa de la ubicación de la sede"
          />
          {mapConfig.data?.tile_url ? null : <NoTilesNote />}
        </>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Latitud"
          type="number"
          step="any"
          inputMode="decimal"
          placeholder="4.6486"
          error={errors.lat?.message}
          {...register('lat', { valueAsNumber: true })}
        />
        <TextField
          label="Longitud"
          type="number"
          step="any"
          inputMode="decimal"
          placeholder="-74.0628"
          error={errors.lng?.message}
          {...register('lng', { valueAsNumber: true })}
        />
      </div>
    </Card>
  );
}
