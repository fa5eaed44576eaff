import { z } from 'zod';
import { ZPostSection } from '../posts/list-posts';
import { ZPageQuery } from './paging';
import { htmlHasText } from './post-html';

// The home posts of the back office (issue 31, item 4): the list, the create and edit forms, the
// carousel's order and the uploaded images. The same schemas validate the API and the portal.

export const POST_LIMITS = { titleMin: 2, titleMax: 200, authorMax: 120, contentMax: 50_000 } as const;

export const POST_MESSAGES = {
  title: `El título debe tener entre ${POST_LIMITS.titleMin} y ${POST_LIMITS.titleMax} caracteres`,
  author: `El autor debe tener entre 2 y ${POST_LIMITS.authorMax} caracteres`,
  noMarkup: 'No se admiten los caracteres < ni > (el texto no lleva HTML)',
  contentRequired: 'Escriba el contenido de la publicación',
  contentMax: 'El contenido supera los 50.000 caracteres',
  imageRequired: 'Suba una imagen para la publicación',
  imageUnknown: 'La imagen no existe: súbala de nuevo',
  instant: 'Fecha y hora no válidas',
  window: 'La fecha de inicio debe ser anterior a la de fin',
  sortOrder: 'El orden debe ser un número entero entre 0 y 1.000.000',
  orderIds: 'Indique las publicaciones en el orden nuevo, sin repetir',
  orderSections: 'Solo se ordenan publicaciones de una misma sección',
  orderUnknown: 'Alguna de las publicaciones no existe',
  imageMissing: 'Envíe la imagen como archivo JPEG, PNG o WebP',
  imageType: 'El archivo no es una imagen JPEG, PNG o WebP',
  imageTooBig: 'La imagen supera el máximo de 5 MB',
  imageTooManyPixels: 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles)',
  imageBroken: 'No se pudo leer la imagen: el archivo está dañado',
} as const;

export type TPostSection = z.infer<typeof ZPostSection>;

export const POST_SECTION_LABELS: Record<TPostSection, string> = {
  TICKETS: 'Tickets (inicio)',
  HOTELES: 'Hoteles',
  AUTOS: 'Autos',
  ASISTENCIAS: 'Asistencias',
  VUELOS: 'Vuelos',
  GENERAL: 'General',
};

const blank = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);
// In an edit, absent keeps the stored value and '' or null clears it.
const emptyToNull = (v: unknown) => (v === '' ? null : v);
const noMarkup = (text: string) => !/[<>]/.test(text);

const ZPlainText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine(noMarkup, POST_MESSAGES.noMarkup);

/** An uploaded image's id: random, URL-safe (IMAGES_PATH/<id>). */
export const ZImageId = z
  .string({ error: POST_MESSAGES.imageRequired })
  .regex(/^[A-Za-z0-9_-]{16,40}$/, POST_MESSAGES.imageRequired);

const ZInstant = z.preprocess(
  emptyToNull,
  z.iso.datetime({ offset: true, message: POST_MESSAGES.instant }).nullable().optional(),
);

const ZPostFields = z.object({
  section: ZPostSection,
  title: ZPlainText(POST_LIMITS.titleMin, POST_LIMITS.titleMax, POST_MESSAGES.title),
  author: ZPlainText(2, POST_LIMITS.authorMax, POST_MESSAGES.author),
  content: z
    .string({ error: POST_MESSAGES.contentRequired })
    .max(POST_LIMITS.contentMax, POST_MESSAGES.contentMax)
    .refine(htmlHasText, POST_MESSAGES.contentRequired),
  image: ZImageId,
  published: z.boolean({ error: 'Indique si está publicada' }).optional(),
  publishFrom: ZInstant,
  publishUntil: ZInstant,
  sortOrder: z.preprocess(
    blank,
    z
      .number({ error: POST_MESSAGES.sortOrder })
      .int(POST_MESSAGES.sortOrder)
      .min(0)
      .max(1_000_000)
      .optional(),
  ),
});

/** A publish window is open from `from` (included) until `until` (excluded); either may be absent. */
export const windowIsValid = (from?: string | null, until?: string | null): boolean =>
  !from || !until || Date.parse(from) < Date.parse(until);

type Window = { publishFrom?: string | null; publishUntil?: string | null };
const windowOk = (p: Window) => windowIsValid(p.publishFrom, p.publishUntil);
const windowError = { message: POST_MESSAGES.window, path: ['publishUntil'] };

export const ZPostCreate = ZPostFields.refine(windowOk, windowError);
export type TPostCreate = z.infer<typeof ZPostCreate>;

/** An edit sends what changed: the text, the image, publish or not, the window, the order. */
export const ZPostEdit = ZPostFields.partial().refine(windowOk, windowError);
export type TPostEdit = z.infer<typeof ZPostEdit>;

/** The carousel's new order: these posts, of one section, take the places they hold now. */
export const ZPostOrder = z.object({
  ids: z
    .array(z.number().int().positive(), { error: POST_MESSAGES.orderIds })
    .min(1, POST_MESSAGES.orderIds)
    .max(500, POST_MESSAGES.orderIds)
    .refine((ids) => new Set(ids).size === ids.length, POST_MESSAGES.orderIds),
});
export type TPostOrder = z.infer<typeof ZPostOrder>;

export const ZPostsQuery = ZPageQuery.extend({
  section: z.preprocess(blank, ZPostSection.optional()),
});
export type TPostsQuery = z.infer<typeof ZPostsQuery>;

export const POST_STATES = {
  publicada: 'Publicada',
  programada: 'Programada',
  vencida: 'Vencida',
  borrador: 'Sin publicar',
} as const;
export type TPostState = keyof typeof POST_STATES;

type Shown = { published: boolean; publishFrom: string | null; publishUntil: string | null };

/** What the home shows of a post at `now`: only a published one inside its window. */
export function postState(post: Shown, now: Date): TPostState {
  if (!post.published) return 'borrador';
  if (post.publishFrom && Date.parse(post.publishFrom) > now.getTime()) return 'programada';
  if (post.publishUntil && Date.parse(post.publishUntil) <= now.getTime()) return 'vencida';
  return 'publicada';
}

/** A post as the back office lists it. */
export const ZPostRow = z.object({
  id: z.number().int(),
  section: ZPostSection,
  title: z.string(),
  author: z.string(),
  content: z.string(),
  /** an uploaded image's id, or the path of an image shipped with the portal (the demo's) */
  image: z.string(),
  imageUrl: z.string(),
  published: z.boolean(),
  publishFrom: z.string().nullable(),
  publishUntil: z.string().nullable(),
  sortOrder: z.number().int(),
  state: z.enum(Object.keys(POST_STATES) as [TPostState, ...TPostState[]]),
  updatedAt: z.string(),
});
export type TPostRow = z.infer<typeof ZPostRow>;

export const ZImageUploaded = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TImageUploaded = z.infer<typeof ZImageUploaded>;
