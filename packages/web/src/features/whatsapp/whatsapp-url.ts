/** The chat link of a Colombian number: 'https://wa.me/57' and its digits; null without digits. */
export function whatsappChatUrl(telefono: string): string | null {
  let digits = telefono.replace(/\D/g, '');
  // Numbers stored with the country code already keep a single '57'.
  if (digits.length === 12 && digits.startsWith('57')) digits = digits.slice(2);
  return digits.length > 0 ? `https://wa.me/57${digits}` : null;
}

/** The app's own page that fetches a branch's phone and opens its chat. */
export const whatsappChatPath = (sedeId: number) => `/chat-whatsapp/${sedeId}`;
