import { useParams } from 'react-router';
import { parseBranchId } from '@horno/domain/menu-reads';
import { WhatsappRedirect } from '../../../features/whatsapp/components/whatsapp-redirect';
import { usePageTitle } from '../../../lib/business';

/** /chat-whatsapp/{id_sede}: opens the branch's WhatsApp chat. */
export default function WhatsappChatPage() {
  usePageTitle('WhatsApp');
  return <WhatsappRedirect sedeId={parseBranchId(useParams().id_sede ?? null)} />;
}
