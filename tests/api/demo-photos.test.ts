// The demo catalogue's products carry photos with their WebP copies, as a seller's upload leaves them
// (server/db/demo-images.ts); the API suite seeds them small (DEMO_PHOTOS=small, vitest.config.ts).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { files, imageVariants, productImages } from '../../server/db/schema';
import { createTestApp } from './helpers';

const t = await createTestApp({}, { seed: true });

describe('demo product photos', () => {
  it('are JPEG photos stored with their WebP copies, and the catalogue serves a copy', async () => {
    const images = await t.db
      .select({ fileId: productImages.fileId, contentType: files.contentType, data: files.data })
      .from(productImages)
      .innerJoin(files, eq(files.id, productImages.fileId));
    expect(images.length).toBeGreaterThan(10);
    const [first] = images;
    expect(first.contentType).toBe('image/jpeg');
    expect(await sharp(Buffer.from(first.data)).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
    const copies = await t.db.select({ width: imageVariants.width }).from(imageVariants).where(eq(imageVariants.fileId, first.fileId));
    expect(copies.map((copy) => copy.width).sort((a, b) => a - b)).toEqual([160, 320, 480]);
    const served = await t.request({ method: 'GET', url: `/v1/media/${first.fileId}/320` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
  });
});
