/** Where a guest's name and phone stay on their device between orders (issue 37). */
const GUEST_KEY = 'horno-invitado';

export interface RememberedGuest {
  nombre: string;
  numero: string;
}

/** The name and phone of this device's last guest order, or empty ones. */
export function rememberedGuest(): RememberedGuest {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(GUEST_KEY) ?? 'null');
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as RememberedGuest).nombre === 'string' &&
      typeof (value as RememberedGuest).numero === 'string'
    )
      return {
        nombre: (value as RememberedGuest).nombre,
        numero: (value as RememberedGuest).numero,
      };
  } catch {
    // Storage refused or unreadable: the fields start empty.
  }
  return { nombre: '', numero: '' };
}

/** Kept after a guest's order is placed, as the server wrote them. */
export function rememberGuest(guest: RememberedGuest): void {
  try {
    localStorage.setItem(GUEST_KEY, JSON.stringify({ nombre: guest.nombre, numero: guest.numero }));
  } catch {
    // A device that keeps nothing asks again next time.
  }
}
