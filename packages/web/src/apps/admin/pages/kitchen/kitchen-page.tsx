import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useAuthStore } from '../../../../features/auth/store';
import { useKitchenStations } from '../../../../features/kitchen-display/api/get-kitchen-stations';
import {
  KitchenFrame,
  KitchenTitle,
} from '../../../../features/kitchen-display/components/kitchen-frame';
import { StationChoice } from '../../../../features/kitchen-display/components/station-picker';
import { StationScreen } from '../../../../features/kitchen-display/components/station-screen';
import { useRememberedStation } from '../../../../features/kitchen-display/hooks/use-remembered-station';
import { playNewOrderSound } from '../../../../features/live-orders/new-order-sound';
import { LiveIndicator } from '../../../../features/order-board/components/live-indicator';
import { NoBranchYet } from '../../components/no-branch-yet';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useWithoutBranches } from '../../routing/guards';

/** Where 'Salir de la cocina' (and Escape) go: the panel, with every section the role may open. */
const EXIT_TO = '/dashboard';

/**
 * /cocina: the kitchen display of the selected branch, full screen and dark. Each device shows
 * one station, chosen once and remembered; 'Cambiar estación' chooses again.
 */
export function KitchenPage() {
  useAdminTitle('Cocina');
  const withoutBranches = useWithoutBranches();
  if (withoutBranches) return <NoBranchYet title="Cocina" />;
  return <KitchenDisplay />;
}

function KitchenDisplay() {
  const navigate = useNavigate();
  // RequireSession guarantees a branch.
  const sede = useAuthStore((s) => s.selectedLocation?.id ?? 0);
  const branchName = useAuthStore((s) => s.profile?.sedes.find((b) => b.id === sede)?.nombre);
  const severalBranches = useAuthStore((s) => (s.profile?.sedes.length ?? 0) > 1);
  const token = useAuthStore((s) => s.token);
  const stations = useKitchenStations(sede);
  const [remembered, remember] = useRememberedStation(sede);
  const [choosing, setChoosing] = useState(false);
  // A remembered station that was removed since is chosen again.
  const station = stations.data?.find((s) => s.id === remembered) ?? null;

  return (
    <KitchenFrame onExit={() => navigate(EXIT_TO)}>
      {!stations.data ? (
        stations.isPending ? (
          <div role="status" aria-label="Cargando estaciones..." className="space-y-4 p-4">
            <KitchenTitle className="sr-only">Cocina</KitchenTitle>
            <Skeleton className="h-14 w-72" />
            <Skeleton className="h-64 w-full rounded-2xl" />
          </div>
        ) : (
          <div className="p-4">
            <KitchenTitle className="mb-4 text-2xl font-extrabold">Cocina</KitchenTitle>
            <LoadError
              title="No se pudieron cargar las estaciones de la sede"
              onRetry={() => void stations.refetch()}
              error={stations.error}
            />
          </div>
        )
      ) : choosing || !station ? (
        <StationChoice
          stations={stations.data}
          current={station}
          branchName={branchName ?? null}
          exitTo={EXIT_TO}
          changeBranchTo={severalBranches ? '/seleccionar-sede' : null}
          onChoose={(id) => {
            remember(id);
            setChoosing(false);
          }}
          onBack={() => setChoosing(false)}
        />
      ) : (
        <StationScreen
          key={station.id}
          station={station}
          sede={sede}
          branchName={branchName ?? null}
          token={token}
          exitTo={EXIT_TO}
          renderLive={(state) => <LiveIndicator state={state} />}
          playSound={() => void playNewOrderSound()}
          onChangeStation={() => setChoosing(true)}
        />
      )}
    </KitchenFrame>
  );
}
