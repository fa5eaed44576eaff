import { randomBytes } from 'node:crypto';
import { IMAGE_LIMITS, postImageUrl } from '@portal/domain/admin/post-images';
import { POST_MESSAGES, type TImageUploaded } from '@portal/domain/admin/posts';
import type { Db } from '../../../db/client';
import { images } from '../../../db/schema-admin';
import { badRequest } from '../../../errors';
import { recordAudit, type Actor } from '../audit';

type Format = 'jpeg' | 'png' | 'webp';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the first bytes say the file is, whatever its declared type says. */
function formatOf(file: Buffer): Format | undefined {
  if (file.length >= 3 && file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) return 'jpeg';
  if (file.length >= 8 && file.subarray(0, 8).equals(PNG)) return 'png';
  if (
    file.length >= 12 &&
    file.toString('latin1', 0, 4) === 'RIFF' &&
    file.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

// sharp loads libvips: paid by the first upload, not by every start of the API.
const loadSharp = async () => (await import('sharp')).default;

const INPUT = { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error' } as const;

/**
 * Reads the header only: a file that declares more pixels than the limit (a decompression bomb,
 * a few bytes that would decode to gigabytes) is refused here, before anything is decoded.
 */
async function checkHeader(file: Buffer, format: Format) {
  const sharp = await loadSharp();
  let meta;
  try {
    meta = await sharp(file, INPUT).metadata();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message))
      throw badRequest(POST_MESSAGES.imageTooManyPixels);
    throw badRequest(POST_MESSAGES.imageBroken);
  }
  if (meta.format !== format) throw badRequest(POST_MESSAGES.imageType);
  if (!meta.width || !meta.height) throw badRequest(POST_MESSAGES.imageBroken);
  if (meta.width * meta.height > IMAGE_LIMITS.maxPixels) throw badRequest(POST_MESSAGES.imageTooManyPixels);
}

/** One web size: turned upright, within `box` px, WebP; sharp writes no metadata (EXIF, GPS) unless asked. */
async function webSize(file: Buffer, box: number) {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(file, INPUT)
      .rotate()
      .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw badRequest(POST_MESSAGES.imageBroken);
  }
}

// A 40-megapixel PNG takes some 160 MB while decoded: a process decodes one original at a time.
let decoding: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decoding.then(work);
  decoding = turn.catch(() => undefined);
  return turn;
}

/**
 * An uploaded image (issue 31, item 4): JPEG, PNG or WebP by its bytes, within the pixel limit,
 * re-encoded to WebP at the two web sizes and kept in the database, which every replica reads.
 */
export async function storeImage(
  { db, actor }: { db: Db; actor: Actor },
  file: Buffer,
): Promise<TImageUploaded> {
  const format = formatOf(file);
  if (!format) throw badRequest(POST_MESSAGES.imageType);
  await checkHeader(file, format);
  const large = await oneAtATime(() => webSize(file, IMAGE_LIMITS.large));
  // from the large one: the original is decoded once
  const small = await webSize(large.data, IMAGE_LIMITS.small);
  const id = randomBytes(16).toString('base64url');
  const row = (variant: string, v: typeof large) => ({
    id,
    variant,
    mime: 'image/webp',
    width: v.width,
    height: v.height,
    data: v.data,
    uploadedBy: actor.id,
  });
  await db.transaction(async (tx) => {
    await tx.insert(images).values([row('large', large), row('small', small)]);
    await recordAudit(tx, actor, {
      action: 'imagen.subir',
      target: 'imagen',
      targetId: id,
      summary: `Imagen de ${large.width}×${large.height} subida (${format.toUpperCase()}, ${file.length} bytes)`,
      after: {
        id,
        format,
        bytes: file.length,
        large: [large.width, large.height],
        small: [small.width, small.height],
      },
    });
  });
  return { id, url: postImageUrl(id), width: large.width, height: large.height };
}
