// The business in every page's HTML (issue 28): its name in the title and the link previews
// (Open Graph and Twitter tags, so a menu link pasted into WhatsApp shows the pizzeria), its
// colour as the theme, its manifest, and its identity for the app to read as it starts. A
// change of the settings shows on the next page load, with no rebuild.
import {
  brandTheme,
  brandThemeCss,
  DEFAULT_BRAND_COLOR,
  PAGE_BACKGROUND,
} from '@horno/domain/brand-theme';
import { BUSINESS_EMBED_ID, type Negocio } from '@horno/domain/business-identity';
import { isAdminHost } from '@horno/domain/hosts';
import { IMAGE_WIDTHS, imageVariantUrl } from '@horno/domain/images';
import type { PageAnswer } from './page-html';

/** What a page says of itself in its title and its link preview. */
export interface PageIdentity {
  /** The page's own title, before the business's name ('Pizzas'), or none (the business alone). */
  title?: string | undefined;
  description?: string | undefined;
  /** The page's own picture (a category's product), before the business's logo. */
  image?: string | null | undefined;
  /** A picture for when the business has no logo (the menu's first product). */
  fallbackImage?: string | null | undefined;
  /** The page's path, for `og:url`. */
  path: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The default description, from the business's name. */
export function businessDescription(negocio: Negocio): string {
  return `Pide en línea en ${negocio.nombre}: elige tu sede, mira el menú y recibe en casa o recoge en el local.`;
}

/** The page's full title: 'Pizzas · La Brasa', or the business's name alone. */
export function fullTitle(negocio: Negocio, title?: string): string {
  return title ? `${title} · ${negocio.nombre}` : negocio.nombre;
}

/**
 * Rewrites a shell's head for the business: its title, description and theme colour replaced,
 * and the link preview's tags, the manifest, the theme's colours and the identity (a JSON data
 * block, `BUSINESS_EMBED_ID`) added before its end. Every value is escaped.
 */
export function withIdentity(
  html: string,
  negocio: Negocio,
  page: PageIdentity,
  publicUrl: string,
): string {
  const title = escapeHtml(fullTitle(negocio, page.title));
  const description = escapeHtml(page.description || businessDescription(negocio));
  const picture = page.image ?? negocio.logo ?? page.fallbackImage;
  const image = picture ? new URL(imageVariantUrl(picture, 1024), publicUrl).href : null;
  const color = brandTheme(negocio.color_primario).primary;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(negocio.nombre)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(new URL(page.path, publicUrl).href)}" />`,
    `<meta property="og:locale" content="es_CO" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}" />`] : []),
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    // The default colour keeps the palette styles.css was designed with.
    ...(color === DEFAULT_BRAND_COLOR
      ? []
      : [`<style id="horno-tema">${brandThemeCss(negocio.color_primario)}</style>`]),
    // `<` escaped: no text of the settings can end the element.
    `<script type="application/json" id="${BUSINESS_EMBED_ID}">${JSON.stringify(negocio).replace(/</g, '\\u003c')}</script>`,
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${description}$2`)
    .replace(/(<meta\s+name="theme-color"\s+content=")[^"]*(")/, `$1${color}$2`)
    .replace(
      /^( *)<\/head>/m,
      (end, indent: string) => `${tags.map((tag) => `${indent}  ${tag}\n`).join('')}${end}`,
    );
}

/** The web manifest: the business's name, its logo as the icons, its colour. */
export function webManifest(negocio: Negocio) {
  const logo = negocio.logo;
  return {
    name: negocio.nombre,
    short_name: negocio.nombre.slice(0, 12),
    lang: 'es-CO',
    start_url: '/menu',
    display: 'standalone',
    theme_color: brandTheme(negocio.color_primario).primary,
    background_color: PAGE_BACKGROUND,
    // The logo keeps its own shape at each stored width: no `sizes` that would claim a square.
    icons: logo
      ? IMAGE_WIDTHS.map((width) => ({
          src: imageVariantUrl(logo, width),
          type: 'image/webp',
          purpose: 'any',
        }))
      : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

interface Answered {
  id?: number;
  nombre?: string;
  slug?: string;
  descripcion?: string;
  categoria?: number;
  imagen?: string | null;
}

/** The list a page's HTML carries for an address starting with `path`, if any. */
function answered(answers: readonly PageAnswer[], path: string): Answered[] {
  const answer = answers.find(({ address }) => address.startsWith(path));
  if (!answer) return [];
  const list: unknown = JSON.parse(String(answer.body));
  return Array.isArray(list) ? (list as Answered[]) : [];
}

/** The product a shared menu link opens (`?producto=` or `?especial=`), from the page's answers. */
function sharedProduct(
  answers: readonly PageAnswer[],
  query: URLSearchParams,
): Answered | undefined {
  for (const [param, path] of [
    ['producto', '/api/productos/'],
    ['especial', '/api/productos-especiales/'],
  ] as const) {
    const id = Number(query.get(param));
    if (Number.isSafeInteger(id) && id > 0) return answered(answers, path).find((p) => p.id === id);
  }
  return undefined;
}

/**
 * What a page says of itself, from its path and the answers its HTML carries: the back office is
 * the 'Panel'; a shared product its name, description and picture; a menu category its name and
 * its first product's picture; the menu its first product's picture when the business has no
 * logo.
 */
export function pageIdentityOf(
  hostname: string,
  path: string,
  query: URLSearchParams,
  answers: readonly PageAnswer[],
): PageIdentity {
  if (isAdminHost(hostname)) return { title: 'Panel', path: '/' };
  const menu = /^\/(?:menu(?:\/([^/]+))?)?\/?$/i.exec(path);
  if (!menu) return { path };
  const shared = sharedProduct(answers, query);
  if (shared?.nombre) {
    const param = query.has('producto') ? 'producto' : 'especial';
    return {
      title: shared.nombre,
      description: shared.descripcion || undefined,
      image: shared.imagen,
      path: `${path}?${param}=${shared.id}`,
    };
  }
  const products = answered(answers, '/api/productos/').filter((p) => p.imagen);
  const slug = menu[1]?.toLowerCase();
  const category = slug
    ? answered(answers, '/api/categoria-productos/').find((c) => c.slug === slug)
    : undefined;
  if (category) {
    const product = products.find((p) => p.categoria === category.id);
    return { title: category.nombre, image: product?.imagen, path };
  }
  return { title: 'Menú', fallbackImage: products[0]?.imagen, path };
}
