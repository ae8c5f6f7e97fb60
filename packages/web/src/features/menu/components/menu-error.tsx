import { RotateCw, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { MenuMessage } from './menu-message';

export function MenuError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <MenuMessage
      role="alert"
      icon={<WifiOff aria-hidden="true" className="size-8" />}
      title="No pudimos cargar el menú."
      actions={
        <Button onClick={onRetry} disabled={retrying}>
          <RotateCw
            aria-hidden="true"
            className={retrying ? 'size-4 motion-safe:animate-spin' : 'size-4'}
          />
          {retrying ? 'Reintentando…' : 'Reintentar'}
        </Button>
      }
    >
      Revisa tu conexión a internet e inténtalo de nuevo.
    </MenuMessage>
  );
}
