import { describe, expect, it } from 'vitest';
import { callLink, googleMapsLink, wazeLink, whatsAppLink } from './contact-links';

describe("a stop's links", () => {
  it('call and write to a Colombian mobile', () => {
    expect(callLink('300 123 4567')).toBe('tel:+573001234567');
    expect(whatsAppLink('3001234567')).toBe('https://wa.me/573001234567');
  });

  it('navigate to the point, or search the address without one', () => {
    const point = { lat: 4.65, lng: -74.06, direccion: 'Calle 70 # 11-20' };
    expect(googleMapsLink(point)).toBe(
      'https://www.google.com/maps/search/?api=1&query=4.65%2C-74.06',
    );
    expect(wazeLink(point)).toBe('https://waze.com/ul?ll=4.65,-74.06&navigate=yes');
    const address = { lat: null, lng: null, direccion: 'Calle 70 # 11-20' };
    expect(googleMapsLink(address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Calle%2070%20%23%2011-20',
    );
    expect(wazeLink(address)).toBe('https://waze.com/ul?q=Calle%2070%20%23%2011-20&navigate=yes');
  });
});
