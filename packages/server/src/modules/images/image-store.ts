// Where the encoded pictures live. Every server instance reads the same store, so a picture
// uploaded through one is served by all; an S3-compatible store can take PostgreSQL's place
// behind the same interface (docs/decisions/011-images-in-postgres.md).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imagenes } from '../../db/schema';
import type { ImageVariant } from './image-processing';

export interface StoredImage {
  bytes: Buffer;
  /** Media type, e.g. 'image/webp'. */
  type: string;
}

/** Pictures addressed by the hash of their upload, one entry per stored width. */
export interface ImageStore {
  /** Stores a picture's variants; storing the same hash again changes nothing. */
  put(hash: string, variants: ImageVariant[]): Promise<void>;
  get(hash: string, width: number): Promise<StoredImage | undefined>;
  has(hash: string): Promise<boolean>;
}

/** The variants as rows of `imagenes` (bytea), keyed by (hash, width). */
export class PostgresImageStore implements ImageStore {
  constructor(private readonly db: Db) {}

  async put(hash: string, variants: ImageVariant[]): Promise<void> {
    if (variants.length === 0) return;
    await this.db
      .insert(imagenes)
      .values(variants.map((v) => ({ hash, ancho: v.width, tipo: v.type, contenido: v.bytes })))
      .onConflictDoNothing();
  }

  async get(hash: string, width: number): Promise<StoredImage | undefined> {
    const [row] = await this.db
      .select({ bytes: imagenes.contenido, type: imagenes.tipo })
      .from(imagenes)
      .where(and(eq(imagenes.hash, hash), eq(imagenes.ancho, width)));
    return row;
  }

  async has(hash: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(imagenes)
      .where(eq(imagenes.hash, hash))
      .limit(1);
    return row !== undefined;
  }
}

/**
 * Keeps the most recently served variants in memory, up to `maxBytes` in all, in front of
 * another store: the menu's pictures are asked for on every visit and never change (a hash
 * names one content), so no invalidation is needed between instances. Simultaneous misses for
 * the same variant share one read.
 */
export class CachedImageStore implements ImageStore {
  private readonly entries = new Map<string, StoredImage>();
  private readonly reading = new Map<string, Promise<StoredImage | undefined>>();
  private bytes = 0;

  constructor(
    private readonly inner: ImageStore,
    private readonly maxBytes: number,
  ) {}

  /** Bytes held in memory (for tests and metrics). */
  get cachedBytes(): number {
    return this.bytes;
  }

  put(hash: string, variants: ImageVariant[]): Promise<void> {
    return this.inner.put(hash, variants);
  }

  has(hash: string): Promise<boolean> {
    return this.inner.has(hash);
  }

  async get(hash: string, width: number): Promise<StoredImage | undefined> {
    const key = `${hash}/${width}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: moving the entry to the end marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    let pending = this.reading.get(key);
    if (!pending) {
      pending = this.inner.get(hash, width).finally(() => this.reading.delete(key));
      this.reading.set(key, pending);
    }
    const image = await pending;
    if (image && !this.entries.has(key)) this.remember(key, image);
    return image;
  }

  private remember(key: string, image: StoredImage): void {
    if (image.bytes.length > this.maxBytes) return;
    this.entries.set(key, image);
    this.bytes += image.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.length;
    }
  }
}
