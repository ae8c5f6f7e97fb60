import type { Stop } from '@horno/domain/deliveries';

/** Colombia's calling code: stops carry the customer's 10-digit mobile number. */
const COUNTRY = '57';

const digits = (phone: string) => phone.replace(/\D/g, '');

/** 'tel:+573001234567'. */
export const callLink = (phone: string) => `tel:+${COUNTRY}${digits(phone)}`;

/** 'https://wa.me/573001234567': a WhatsApp chat with the customer. */
export const whatsAppLink = (phone: string) => `https://wa.me/${COUNTRY}${digits(phone)}`;

type Place = Pick<Stop, 'lat' | 'lng' | 'direccion'>;

const hasPoint = (place: Place): place is Place & { lat: number; lng: number } =>
  place.lat !== null && place.lng !== null;

/** Google Maps at the stop's point, or searching its address when it has none. */
export function googleMapsLink(place: Place): string {
  const query = hasPoint(place) ? `${place.lat},${place.lng}` : place.direccion;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Waze navigating to the stop's point, or searching its address when it has none. */
export function wazeLink(place: Place): string {
  return hasPoint(place)
    ? `https://waze.com/ul?ll=${place.lat},${place.lng}&navigate=yes`
    : `https://waze.com/ul?q=${encodeURIComponent(place.direccion)}&navigate=yes`;
}
