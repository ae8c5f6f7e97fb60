import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { whatsappChatPath } from '../whatsapp-url';

const ConfirmDialog = lazy(() =>
  import('../../../components/ui/confirm-dialog').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

interface WhatsappButtonProps {
  sede: { id: number; nombre: string };
}

/** The floating chat button of the chosen branch; asks before leaving for WhatsApp. */
export function WhatsappButton({ sede }: WhatsappButtonProps) {
  const [asking, setAsking] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const open = () => {
    setLoaded(true);
    setAsking(true);
  };

  const openChat = () => {
    setAsking(false);
    window.open(whatsappChatPath(sede.id), '_blank', 'noopener');
  };

  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-label={`Escribir a ${sede.nombre} por WhatsApp`}
        data-toast-above
        className="fixed bottom-4 left-4 z-30 inline-flex min-h-14 min-w-14 items-center justify-center gap-2 rounded-full bg-success px-4 font-extrabold text-on-primary shadow-card-hover transition-transform hover:scale-105 motion-reduce:hover:scale-100 sm:bottom-6 sm:left-6"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
        <span aria-hidden="true" className="hidden md:inline">
          WhatsApp
        </span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title="Abrir WhatsApp"
            description={`Vas a chatear con ${sede.nombre} por WhatsApp. Se abrirá en una pestaña nueva.`}
            confirmLabel="Abrir WhatsApp"
            onConfirm={openChat}
          />
        </Suspense>
      )}
    </>
  );
}
