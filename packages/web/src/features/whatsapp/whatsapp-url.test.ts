import { describe, expect, it } from 'vitest';
import { whatsappChatPath, whatsappChatUrl } from './whatsapp-url';

describe('whatsappChatUrl', () => {
  it('prefixes the Colombian country code to the digits', () => {
    expect(whatsappChatUrl('3001234567')).toBe('https://wa.me/573001234567');
    expect(whatsappChatUrl('300 123 4567')).toBe('https://wa.me/573001234567');
    expect(whatsappChatUrl('+57 300-123-4567')).toBe('https://wa.me/573001234567');
  });

  it('is null without digits', () => {
    expect(whatsappChatUrl('')).toBeNull();
    expect(whatsappChatUrl('sin teléfono')).toBeNull();
  });
});

describe('whatsappChatPath', () => {
  it("is the app's redirect page for the branch", () => {
    expect(whatsappChatPath(3)).toBe('/chat-whatsapp/3');
  });
});
