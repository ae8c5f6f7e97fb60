// Real picture files for the image pipeline's tests, made with sharp (and by hand where sharp
// would refuse to make them).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like picture (noise compresses badly, as photos do) of the given size. */
function picture(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 140, sigma: 40 },
    },
  });
}

/** One PNG chunk: length, type, data and its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of 20,000 × 20,000 one-bit white pixels (400 megapixels) in about 50 KB: a
 * decompression bomb (50 MB of rows once inflated, 1.2 GB as RGB).
 */
export function decompressionBomb(): Buffer {
  const size = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + size / 8) * size, 0);
  for (let row = 0; row < size; row++)
    rows.fill(0xff, row * (1 + size / 8) + 1, (row + 1) * (1 + size / 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface SampleImages {
  /** 1600 × 1200 with EXIF: orientation 6 (shown turned a quarter, 1200 × 1600), an author. */
  jpeg: Buffer;
  /** 800 × 600 with transparency. */
  png: Buffer;
  webp: Buffer;
  avif: Buffer;
  /** 200 × 150: smaller than every stored width. */
  small: Buffer;
}

export async function sampleImages(): Promise<SampleImages> {
  const [jpeg, png, webp, avif, small] = await Promise.all([
    picture(1600, 1200)
      .jpeg({ quality: 85 })
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Artist: 'Juan Pérez', Copyright: 'Foto privada' } },
      })
      .toBuffer(),
    picture(800, 600).ensureAlpha(0.5).png().toBuffer(),
    picture(1200, 900).webp({ quality: 80 }).toBuffer(),
    picture(1024, 768).avif({ quality: 50, effort: 0 }).toBuffer(),
    picture(200, 150).png().toBuffer(),
  ]);
  return { jpeg, png, webp, avif, small };
}

/** Files that must be refused, each named and typed as a picture. */
export async function refusedFiles(jpeg: Buffer) {
  return {
    truncatedJpeg: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    shellScript: Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n'),
    elfExecutable: Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
      Buffer.alloc(256, 0x90),
    ]),
    svg: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">' +
        '<script>alert(1)</script><rect width="640" height="480" fill="red"/></svg>',
    ),
    gif: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .gif()
      .toBuffer(),
    bomb: decompressionBomb(),
    // A JPEG signature in front of nothing that decodes.
    jpegSignatureOnly: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
    empty: Buffer.alloc(0),
  };
}
