import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Image files for the upload tests, made here rather than shipped.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A decompression bomb written by hand: a valid PNG signature and IHDR declaring width × height
 * 8-bit RGB pixels, and an IDAT of a kilobyte of zeros: under 100 bytes that would decode to
 * width × height × 3 bytes (30000 × 30000: 2.7 GB).
 */
export function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real photo-like image of this size in this format, with EXIF when asked. */
export async function imageOf(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  { exif = false } = {},
): Promise<Buffer> {
  // a gradient of noise-free colour: compresses, but is not one flat colour
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (exif) image = image.withExif({ IFD0: { Copyright: 'Prueba', Artist: 'Laura Prueba' } });
  return image.toFormat(format).toBuffer();
}
