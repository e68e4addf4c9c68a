/**
 * Products as sellers list them: a catalogue page of products (24, CATALOGUE_PAGE_SIZE) whose cover is
 * a camera photo of about 4 MB (4000 × 3000 JPEG, server/db/demo-images.ts), uploaded through the API
 * as the demo seller and published, so that they are the newest: the catalogue's first page and the
 * newest product page the page-load figures measure show what a real listing costs.
 */
import { makeDemoPhoto } from '../../server/db/demo-images';
import { CATALOGUE_PAGE_SIZE } from '../../src/catalogue/filters';

export interface PhotoCatalogue {
  productIds: string[];
  photoBytes: number;
  photoWidth: number;
  photoHeight: number;
  /** Seconds the uploads took, resizing on the server included. */
  uploadSeconds: number;
}

const PHOTO = { width: 4000, height: 3000, quality: 95 };

async function call<T>(appUrl: string, token: string, method: string, path: string, body?: BodyInit | object): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(new URL(path, appUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Adds CATALOGUE_PAGE_SIZE published products with a 4 MB photo each, for the seller signed in with `token`. */
export async function addPhotoCatalogue(appUrl: string, token: string): Promise<PhotoCatalogue> {
  const photo = await makeDemoPhoto(0, PHOTO.width, PHOTO.height, PHOTO.quality);
  const categories = await call<Array<{ id: string; status?: string }>>(appUrl, token, 'GET', '/v1/categories');
  const categoryId = categories.find((category) => category.status !== 'retired')?.id;
  const started = Date.now();
  const productIds: string[] = [];
  const run = Date.now().toString(36);
  for (let index = 0; index < CATALOGUE_PAGE_SIZE; index += 1) {
    const product = await call<{ id: string }>(appUrl, token, 'POST', '/v1/products', {
      name: `Camera photo listing ${index + 1}`,
      sku: `BENCH-PHOTO-${run}-${index}`,
      category_id: categoryId,
      description: 'A listing whose cover is a 12-megapixel camera photo, as sellers upload them.',
      unit: 'piece',
      currency: 'USD',
      price_minor: 1250,
      moq: 10,
      lead_time_days: 7,
    });
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'camera.jpg');
    await call(appUrl, token, 'POST', `/v1/products/${product.id}/images`, form);
    await call(appUrl, token, 'PATCH', `/v1/products/${product.id}`, { status: 'published' });
    productIds.push(product.id);
  }
  return { productIds, photoBytes: photo.length, photoWidth: PHOTO.width, photoHeight: PHOTO.height, uploadSeconds: (Date.now() - started) / 1000 };
}
