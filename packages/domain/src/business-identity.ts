// The business's identity as the apps read it (issue 28): kept free of imports, so a page's first
// load carries neither the schemas (business.ts) nor the theme's colour rules (brand-theme.ts).
/** What `GET /api/configuracion/negocio/` answers (public). */
export interface Negocio {
  nombre: string;
  razon_social: string;
  /** '901234567-7', its check digit verified. */
  nit: string;
  direccion: string;
  correo: string;
  /** 10 digits. */
  telefono: string;
  whatsapp: string | null;
  redes: { instagram: string | null; facebook: string | null; tiktok: string | null };
  /** A stored picture's URL (`/imagenes/{hash}/640.webp`), or null: the name set in type. */
  logo: string | null;
  /** '#rrggbb'. */
  color_primario: string;
}

/** The public address of the business settings. */
export const BUSINESS_PATH = '/api/configuracion/negocio/';

/** The element of every page's HTML that carries the business settings as the server read them. */
export const BUSINESS_EMBED_ID = 'horno-negocio';

/** A stored NIT as people read it: '901234567-7' → '901.234.567-7'. */
export function formatNit(nit: string): string {
  const [digits = '', check] = nit.split('-');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return check === undefined ? grouped : `${grouped}-${check}`;
}
