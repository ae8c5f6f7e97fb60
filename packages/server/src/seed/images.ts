// The demo pizzeria's pictures: SVG illustrations drawn in code (no network). The ads' are
// written as SVG files under the uploads folder; products' and branches' go to the image store
// (stored-pictures.ts).
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { slugify } from '@horno/domain/slug';
import { drinkScene, type DrinkArt } from './art-drinks';
import { adScene, storefrontScene, type AdArt, type StorefrontArt } from './art-places';
import { pizzaScene, type PizzaArt } from './art-pizza';
import { comboScene, dishScene, type ComboArt, type DishArt } from './art-scenes';
import { svgDocument } from './svg';

export type { AdArt, ComboArt, DishArt, DrinkArt, PizzaArt, StorefrontArt };

/** What a picture shows. */
export type Art = PizzaArt | DrinkArt | DishArt | ComboArt | StorefrontArt | AdArt;

export type ImageFolder = 'productos' | 'sedes' | 'publicidad';

export interface DemoImage {
  folder: ImageFolder;
  /** Name of the thing pictured; it also seeds the drawing and names the file. */
  name: string;
  art: Art;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes a file under a temporary name, then renames it into place. */
export async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/**
 * Writes an SVG with its precompressed siblings (`.br`, brotli quality 11; `.gz`, gzip level 9),
 * which the server sends to clients that accept them. The siblings come first, so a reader that
 * sees the SVG also finds them.
 */
async function writeSvg(file: string, svg: string): Promise<void> {
  const source = Buffer.from(svg, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeAtomically(`${file}.br`, br), writeAtomically(`${file}.gz`, gz)]);
  await writeAtomically(file, source);
}

/** The public URL path of a picture written as SVG, e.g. '/uploads/publicidad/2x1.svg'. */
export function imageUrl(folder: ImageFolder, name: string): string {
  return `/uploads/${folder}/${slugify(name)}.svg`;
}

/** The SVG text of a picture: 800×600 (4:3), or 800×450 (16:9) for ads. Same input, same output. */
export function renderArt(name: string, art: Art): string {
  switch (art.kind) {
    case 'pizza': {
      const scene = pizzaScene(name, art);
      return svgDocument(800, 600, scene.defs, scene.body, name);
    }
    case 'drink': {
      const scene = drinkScene(name, art);
      return svgDocument(800, 600, scene.defs, scene.body, name);
    }
    case 'dish': {
      const scene = dishScene(name, art);
      return svgDocument(800, 600, scene.defs, scene.body, name);
    }
    case 'combo': {
      const scene = comboScene(name, art);
      return svgDocument(800, 600, scene.defs, scene.body, name);
    }
    case 'storefront': {
      const scene = storefrontScene(name, art);
      return svgDocument(800, 600, scene.defs, scene.body, name);
    }
    case 'ad': {
      const scene = adScene(name, art);
      return svgDocument(800, 450, scene.defs, scene.body, name);
    }
  }
}

/**
 * Draws the pictures and writes them to `${uploadsDir}/<folder>/<slug>.svg` (with `.svg.br` and
 * `.svg.gz` beside each), creating folders as needed. Returns each picture's public URL path, in the order given.
 */
export async function writeDemoImages(
  uploadsDir: string,
  images: readonly DemoImage[],
): Promise<string[]> {
  const folders = [...new Set(images.map((image) => image.folder))];
  await Promise.all(folders.map((folder) => mkdir(join(uploadsDir, folder), { recursive: true })));
  // Written to a temporary name, then renamed: a reader never sees a half-written file, even when
  // several servers share the uploads folder.
  await Promise.all(
    images.map((image) =>
      writeSvg(
        join(uploadsDir, image.folder, `${slugify(image.name)}.svg`),
        renderArt(image.name, image.art),
      ),
    ),
  );
  return images.map((image) => imageUrl(image.folder, image.name));
}
