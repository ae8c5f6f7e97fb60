import { useParams } from 'react-router';
import { parseBranchId } from '@horno/domain/menu-reads';
import { WhatsappRedirect } from '../../../features/whatsapp/components/whatsapp-redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /chat-whatsapp/{id_sede}: opens the branch's WhatsApp chat. */
export default function WhatsappChatPage() {
  useDocumentTitle('WhatsApp · Horno');
  return <WhatsappRedirect sedeId={parseBranchId(useParams().id_sede ?? null)} />;
}
