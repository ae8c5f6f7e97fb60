import { useEffect } from 'react';
import { Link } from '../../../lib/link';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useBranchPhone } from '../api/get-branch-phone';
import { whatsappChatUrl } from '../whatsapp-url';

/** Fetches the branch's phone and replaces this page with its WhatsApp chat. */
export function WhatsappRedirect({ sedeId }: { sedeId: number | null }) {
  const phone = useBranchPhone(sedeId);
  const url = phone.data ? whatsappChatUrl(phone.data.telefono) : null;
  const failed = sedeId === null || phone.isError || (phone.isSuccess && url === null);

  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);

  useEffect(() => {
    // customer-app.md §7: a failed phone lookup is only logged.
    if (phone.isError) console.error('No se pudo obtener el teléfono de la sede', phone.error);
  }, [phone.isError, phone.error]);

  if (failed) {
    return (
      <div className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
        <p role="alert" className="text-lg font-bold text-ink">
          No pudimos abrir el chat de WhatsApp de esta sede.
        </p>
        <Link to="/menu" className={buttonClass()}>
          Volver al menú
        </Link>
      </div>
    );
  }

  return (
    <div className="flex min-h-[50dvh] items-center justify-center px-4">
      <p role="status" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Spinner className="size-5 text-primary" />
        Cargando...
      </p>
    </div>
  );
}
