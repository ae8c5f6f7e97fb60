import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** A guest's way back to the order from another device: its tracking address. */
export function TrackingLink({ token }: { token: string }) {
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}/buscar-estado-pedido/${token}`;
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

  const copy = () => {
    void navigator.clipboard.writeText(url).then(() => setCopied(true));
  };

  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-extrabold text-ink">Enlace de seguimiento</h2>
      <p className="text-sm text-ink-muted">
        Guárdalo para consultar tu pedido desde otro dispositivo.
      </p>
      <p className="rounded-xl bg-surface-muted px-3 py-2 font-mono text-xs break-all text-ink">
        {url}
      </p>
      {canCopy && (
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Enlace copiado' : 'Copiar enlace'}
        </Button>
      )}
    </Card>
  );
}
