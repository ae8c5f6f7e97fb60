import {
  DEFAULT_IMAGE_WIDTH,
  detectImageType,
  IMAGE_MESSAGES,
  type ImageWidth,
  MAX_IMAGE_BYTES,
  storedImageUrl,
} from '@horno/domain/images';
import { AppError } from '../../lib/errors';
import { WorkQueue } from '../../lib/work-queue';
import { imageHash, type ProcessedImage, processImage } from './image-processing';
import type { ImageStore, StoredImage } from './image-store';

export interface ImageServiceOptions {
  /** Pictures encoded at once (each takes one core while it lasts). */
  concurrency?: number;
  /** Uploads that may wait for their turn before more are refused with a 503. */
  maxWaiting?: number;
}

/** Checks, encodes and stores uploaded pictures; reads them back for serving. */
export class ImageService {
  private readonly queue: WorkQueue;

  constructor(
    private readonly store: ImageStore,
    options: ImageServiceOptions = {},
  ) {
    this.queue = new WorkQueue(options.concurrency ?? 1, {
      maxWaiting: options.maxWaiting ?? 8,
      busyMessage: 'Hay muchas imágenes en proceso. Inténtalo de nuevo en un momento.',
    });
  }

  /**
   * Stores an uploaded picture (see processImage for what is refused, with which 4xx) and
   * returns the public URL of its 640 px variant. The same bytes again are not encoded twice.
   */
  async save(bytes: Buffer): Promise<string> {
    // The cheap refusals come before the hash lookup and the queue.
    if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(413, IMAGE_MESSAGES.tooLarge);
    if (!detectImageType(bytes)) throw new AppError(415, IMAGE_MESSAGES.notAnImage);
    const known = imageHash(bytes);
    if (await this.store.has(known)) return storedImageUrl(known, DEFAULT_IMAGE_WIDTH);
    return this.put(await this.process(bytes));
  }

  /** Checks and encodes a picture, one at a time per `concurrency`, without storing it. */
  process(bytes: Buffer): Promise<ProcessedImage> {
    return this.queue.run(() => processImage(bytes));
  }

  /** Stores what `process` made; returns the public URL of its 640 px variant. */
  async put(image: ProcessedImage): Promise<string> {
    await this.store.put(image.hash, image.variants);
    return storedImageUrl(image.hash, DEFAULT_IMAGE_WIDTH);
  }

  /** One stored variant, or undefined when there is no such picture. */
  get(hash: string, width: ImageWidth): Promise<StoredImage | undefined> {
    return this.store.get(hash, width);
  }
}
