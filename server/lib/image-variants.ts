// Resized copies of product images: WebP at fixed widths, made with sharp when an image is stored,
// kept beside the original (`image_variants`) and served at /v1/media/<id>/<width>. An image stored
// before variants existed gets them on the first request for one (see `variantFor`).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { and, desc, eq, lte } from 'drizzle-orm';
import { IMAGE_VARIANT_WIDTHS } from '../../src/contract/catalog-constants';
import type { Database } from '../db/client';
import { files, imageVariants } from '../db/schema';

export interface ImageVariant {
  width: number;
  height: number;
  contentType: 'image/webp';
  data: Buffer;
}

/** WebP quality of the copies: photos stay clean at the sizes they are shown at. */
const WEBP_QUALITY = 75;

/**
 * The widths a picture `originalWidth` wide gets: each of IMAGE_VARIANT_WIDTHS it is at least as wide
 * as, and, when it is narrower than the widest, one at its own width, so no copy is ever enlarged.
 */
export function variantWidths(originalWidth: number): number[] {
  const standard: readonly number[] = IMAGE_VARIANT_WIDTHS;
  const widths = standard.filter((width) => width <= originalWidth);
  if (originalWidth < standard[standard.length - 1] && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

/**
 * The WebP copies of an image (PNG, JPEG or WebP bytes), turned upright by its EXIF orientation.
 * Throws when sharp cannot decode the bytes.
 */
export async function makeImageVariants(data: Buffer): Promise<ImageVariant[]> {
  const source = sharp(data, { failOn: 'error' }).rotate();
  const meta = await source.metadata();
  // Orientations 5 to 8 swap width and height.
  const width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  if (!width) throw new Error('The image has no width');
  const variants: ImageVariant[] = [];
  for (const target of variantWidths(width)) {
    const { data: out, info } = await source
      .clone()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: target, height: info.height, contentType: 'image/webp', data: out });
  }
  return variants;
}

type Writer = Pick<Database, 'insert'>;

/** Stores an image's copies (inside the caller's transaction, if any). */
export async function insertImageVariants(db: Writer, fileId: string, variants: ImageVariant[]): Promise<void> {
  if (variants.length === 0) return;
  await db
    .insert(imageVariants)
    .values(
      variants.map((variant) => ({
        fileId,
        width: variant.width,
        height: variant.height,
        contentType: variant.contentType,
        size: variant.data.length,
        sha256: createHash('sha256').update(variant.data).digest('hex'),
        data: variant.data,
      })),
    )
    .onConflictDoNothing();
}

export interface StoredVariant {
  width: number;
  contentType: string;
  sha256: string;
  data: Buffer | Uint8Array;
}

async function storedVariant(db: Database, fileId: string, width: number): Promise<StoredVariant | undefined> {
  const columns = { width: imageVariants.width, contentType: imageVariants.contentType, sha256: imageVariants.sha256, data: imageVariants.data };
  // The copy of that width, or the widest narrower one (an original narrower than `width` has no wider copy).
  const [exact] = await db
    .select(columns)
    .from(imageVariants)
    .where(and(eq(imageVariants.fileId, fileId), lte(imageVariants.width, width)))
    .orderBy(desc(imageVariants.width))
    .limit(1);
  return exact;
}

async function hasVariants(db: Database, fileId: string): Promise<boolean> {
  const [row] = await db.select({ width: imageVariants.width }).from(imageVariants).where(eq(imageVariants.fileId, fileId)).limit(1);
  return row !== undefined;
}

/** Copies being made in this process, by file id: requests for several widths of one image wait for one job. */
const inFlight = new Map<string, Promise<boolean>>();

/** Makes and stores the copies of a stored image that has none; false when its bytes cannot be decoded. */
function backfill(db: Database, fileId: string): Promise<boolean> {
  const running = inFlight.get(fileId);
  if (running) return running;
  const job = (async () => {
    const [file] = await db.select({ data: files.data }).from(files).where(eq(files.id, fileId)).limit(1);
    if (!file) return false;
    let variants: ImageVariant[];
    try {
      variants = await makeImageVariants(Buffer.from(file.data));
    } catch {
      return false;
    }
    await insertImageVariants(db, fileId, variants);
    return true;
  })().finally(() => inFlight.delete(fileId));
  inFlight.set(fileId, job);
  return job;
}

/**
 * The copy to serve for `width` of a public image: the stored one of that width, or the widest narrower
 * one. An image stored before copies existed gets them now, once; undefined when it cannot have any
 * (bytes sharp cannot read), and the caller serves the original.
 */
export async function variantFor(db: Database, fileId: string, width: number): Promise<StoredVariant | undefined> {
  const found = await storedVariant(db, fileId, width);
  if (found) return found;
  // A copy narrower than the smallest width asked exists only when the original is that narrow.
  if (await hasVariants(db, fileId)) return storedVariant(db, fileId, Number.MAX_SAFE_INTEGER);
  if (!(await backfill(db, fileId))) return undefined;
  return (await storedVariant(db, fileId, width)) ?? storedVariant(db, fileId, Number.MAX_SAFE_INTEGER);
}
