import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { insertImageVariants, makeImageVariants, type ImageVariant } from '../lib/image-variants';
import type { Database } from './client';
import { files } from './schema';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A square demo product picture: a soft diagonal gradient between two colours with a lighter disc in
 * the middle, as a real PNG, so the demo catalogue has images without shipping binary files.
 */
export function demoProductImage(from: [number, number, number], to: [number, number, number], size = 480): Buffer {
  const rows: Buffer[] = [];
  const centre = size / 2;
  const radius = size * 0.28;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const inDisc = (x - centre) ** 2 + (y - centre) ** 2 < radius ** 2;
      for (let c = 0; c < 3; c++) {
        const base = from[c] + (to[c] - from[c]) * t;
        row[1 + x * 3 + c] = Math.round(inDisc ? base + (255 - base) * 0.55 : base);
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Demo product photos as a camera would take them: 3200 × 2400 JPEGs of 2 to 3 MB with detail at every
 * scale (a lit disc on a gradient, blotches, grain), so the demo catalogue costs what a real listing
 * costs and the resized copies have something to save. Deterministic: made from fixed seeds, a few
 * distinct ones (PHOTO_PALETTES) that products share, each cached on disk with its WebP copies once made
 * (`node_modules/.cache/demo-photos`, or the system's temporary folder), so only the first seeding on a
 * machine pays for them. DEMO_PHOTOS=small makes them 480 × 360 (the API tests seed the demo per file).
 */
const PHOTO_PALETTES: ReadonlyArray<[Rgb, Rgb]> = [
  [
    [200, 60, 40],
    [30, 60, 140],
  ],
  [
    [40, 140, 110],
    [230, 200, 90],
  ],
  [
    [90, 90, 100],
    [210, 215, 225],
  ],
  [
    [150, 80, 170],
    [250, 170, 120],
  ],
  [
    [20, 90, 160],
    [140, 210, 230],
  ],
  [
    [120, 80, 40],
    [235, 225, 205],
  ],
];
type Rgb = [number, number, number];

/** How many distinct demo photos there are; products pick one by index. */
export const DEMO_PHOTO_COUNT = PHOTO_PALETTES.length;

/** Bumped when the photos change, so stale cached files are not used. */
const PHOTO_VERSION = 1;

export interface DemoPhoto {
  data: Buffer;
  contentType: 'image/jpeg';
  variants: ImageVariant[];
}

const photoSize = () => (process.env.DEMO_PHOTOS === 'small' ? { width: 480, height: 360 } : { width: 3200, height: 2400 });

function cacheDir(): string {
  const inModules = path.resolve('node_modules', '.cache', 'demo-photos');
  for (const dir of [inModules, path.join(os.tmpdir(), 'marketplace-demo-photos')]) {
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.accessSync(dir, fs.constants.W_OK);
      return dir;
    } catch {
      // Read-only: try the next place.
    }
  }
  return '';
}

/** xorshift32 from a fixed seed: the same grain on every machine. */
function grain(seed: number, length: number, amplitude: number): Buffer {
  let state = seed || 1;
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = 128 + ((state >>> 0) / 4294967296 - 0.5) * amplitude;
  }
  return out;
}

/** A grey noise layer `width` × `height`, drawn at 1/`scale` and enlarged smoothly, as raw RGB to composite. */
async function noiseLayer(seed: number, width: number, height: number, scale: number, amplitude: number) {
  const w = Math.max(2, Math.round(width / scale));
  const h = Math.max(2, Math.round(height / scale));
  let layer = sharp(grain(seed, w * h, amplitude), { raw: { width: w, height: h, channels: 1 } });
  if (scale !== 1) layer = layer.resize(width, height, { kernel: 'cubic' });
  const { data, info } = await layer.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: info.channels }, tile: scale === 1, blend: 'soft-light' as const };
}

/**
 * Demo photo `index` made afresh at `width` × `height` with JPEG `quality`, uncached: the bench's camera
 * photo (4000 × 3000 at 95 is about 4 MB).
 */
export function makeDemoPhoto(index: number, width: number, height: number, quality = 92): Promise<Buffer> {
  return makePhoto(index % DEMO_PHOTO_COUNT, width, height, quality);
}

async function makePhoto(index: number, width: number, height: number, quality = 92): Promise<Buffer> {
  const [from, to] = PHOTO_PALETTES[index];
  // The scene small (a lit disc on a diagonal gradient with a woven shade), enlarged to the photo's size.
  const w = 320;
  const h = Math.round((w * height) / width);
  const scene = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = (x + y) / (w + h);
      const d = Math.hypot(x - w / 2, y - h / 2) / (h * 0.32);
      for (let c = 0; c < 3; c++) {
        const v = from[c] + (to[c] - from[c]) * t;
        scene[(y * w + x) * 3 + c] = d < 1 ? v + (255 - v) * 0.5 * (1 - d * d * 0.5) : v * (0.85 + 0.15 * Math.sin(x / 9 + index) * Math.cos(y / 13));
      }
    }
  }
  const base = await sharp(scene, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  // Blotches, texture and grain; the grain is a tile repeated over the photo.
  const layers = await Promise.all([
    noiseLayer(11 + index, width, height, 16, 90),
    noiseLayer(23 + index, width, height, 4, 60),
    noiseLayer(37 + index, Math.min(width, 509), Math.min(height, 509), 1, 36),
  ]);
  return sharp(base, { raw: { width, height, channels: 3 } })
    .composite(layers)
    .jpeg({ quality })
    .toBuffer();
}

const made = new Map<string, Promise<DemoPhoto>>();

/** Demo photo `index` (0 to DEMO_PHOTO_COUNT - 1) with its WebP copies, from the disk cache when it is there. */
export function demoPhoto(index: number): Promise<DemoPhoto> {
  const { width, height } = photoSize();
  const key = `v${PHOTO_VERSION}-${index % DEMO_PHOTO_COUNT}-${width}x${height}`;
  const existing = made.get(key);
  if (existing) return existing;
  const job = (async (): Promise<DemoPhoto> => {
    const dir = cacheDir();
    const photoFile = dir && path.join(dir, `${key}.jpg`);
    const indexFile = dir && path.join(dir, `${key}.json`);
    if (photoFile && fs.existsSync(photoFile) && fs.existsSync(indexFile)) {
      try {
        const sizes = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as Array<{ width: number; height: number }>;
        const variants = sizes.map(({ width: w, height: h }) => ({
          width: w,
          height: h,
          contentType: 'image/webp' as const,
          data: fs.readFileSync(path.join(dir, `${key}-${w}.webp`)),
        }));
        return { data: fs.readFileSync(photoFile), contentType: 'image/jpeg', variants };
      } catch {
        // A damaged cache: make the photo again.
      }
    }
    const data = await makePhoto(index % DEMO_PHOTO_COUNT, width, height);
    const variants = await makeImageVariants(data);
    if (dir) {
      try {
        for (const variant of variants) fs.writeFileSync(path.join(dir, `${key}-${variant.width}.webp`), variant.data);
        fs.writeFileSync(photoFile, data);
        fs.writeFileSync(indexFile, JSON.stringify(variants.map(({ width: w, height: h }) => ({ width: w, height: h }))));
      } catch {
        // Not cached this time: the next seeding makes it again.
      }
    }
    return { data, contentType: 'image/jpeg', variants };
  })();
  made.set(key, job);
  return job;
}

/** Stores demo photo `index` as a new file of `ownerId`, with its WebP copies; the file's id. */
export async function storeDemoPhoto(db: Pick<Database, 'insert'>, ownerId: string, index: number): Promise<string> {
  const photo = await demoPhoto(index);
  const [file] = await db
    .insert(files)
    .values({
      ownerId,
      contentType: photo.contentType,
      size: photo.data.length,
      sha256: createHash('sha256').update(photo.data).digest('hex'),
      data: photo.data,
    })
    .returning({ id: files.id });
  await insertImageVariants(db, file.id, photo.variants);
  return file.id;
}
