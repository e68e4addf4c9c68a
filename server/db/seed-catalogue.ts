import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client';
import { storeDemoPhoto } from './demo-images';
import { categories, categoryRequests, inventory, productImages, products, users } from './schema';
import type { DemoOrderProduct } from './seed-orders';

type Rgb = [number, number, number];

interface DemoProduct {
  name: string;
  sku: string;
  category: string;
  description: string;
  unit: string;
  priceMinor: number;
  moq: number;
  tiers: Array<[number, number]>;
  leadTimeDays: number;
  specifications: Array<[string, string]>;
  colours: [Rgb, Rgb];
  published: boolean;
}

const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: '20000 mAh USB-C power bank, 22.5 W fast charge',
    sku: 'PB-20K-C22',
    category: 'Consumer Electronics / Chargers & Power Banks',
    description:
      'Slim 20000 mAh lithium-polymer power bank with USB-C PD in and out, two USB-A ports and an LED level display. CE, FCC and RoHS certified; custom logo printing available.',
    unit: 'piece',
    priceMinor: 1150,
    moq: 200,
    tiers: [
      [1000, 1050],
      [5000, 960],
    ],
    leadTimeDays: 18,
    specifications: [
      ['Capacity', '20000 mAh'],
      ['Output', '22.5 W max'],
      ['Ports', '1 × USB-C, 2 × USB-A'],
      ['Certifications', 'CE, FCC, RoHS'],
    ],
    colours: [
      [28, 52, 110],
      [62, 130, 220],
    ],
    published: true,
  },
  {
    name: 'Braided USB-C to USB-C cable, 60 W, 1 m',
    sku: 'CB-CC-60W-1M',
    category: 'Consumer Electronics / Mobile Phone Accessories',
    description: 'Nylon-braided USB-C cable rated for 60 W charging and 480 Mbps data, tested for 10,000 bends. Colours and lengths made to order.',
    unit: 'piece',
    priceMinor: 135,
    moq: 1000,
    tiers: [
      [5000, 118],
      [20000, 102],
    ],
    leadTimeDays: 12,
    specifications: [
      ['Length', '1 m'],
      ['Power', '60 W'],
      ['Jacket', 'Nylon braid'],
    ],
    colours: [
      [40, 40, 48],
      [120, 120, 135],
    ],
    published: true,
  },
  {
    name: 'GaN wall charger 65 W, 3 ports',
    sku: 'WC-GAN-65',
    category: 'Consumer Electronics / Chargers & Power Banks',
    description:
      'Compact gallium-nitride charger with two USB-C and one USB-A port, foldable pins, over-heat and over-current protection. UK, EU and US plug options.',
    unit: 'piece',
    priceMinor: 1480,
    moq: 100,
    tiers: [
      [500, 1390],
      [2000, 1290],
    ],
    leadTimeDays: 20,
    specifications: [
      ['Output', '65 W total'],
      ['Technology', 'GaN III'],
      ['Plugs', 'US, EU, UK'],
    ],
    colours: [
      [235, 235, 240],
      [170, 180, 200],
    ],
    published: true,
  },
  {
    name: 'True wireless earbuds with ANC',
    sku: 'EB-TWS-ANC',
    category: 'Consumer Electronics / Audio & Headphones',
    description: 'Bluetooth 5.3 earbuds with hybrid active noise cancelling, 30 hours with the case, IPX5. Private label packaging on request.',
    unit: 'pair',
    priceMinor: 1890,
    moq: 300,
    tiers: [
      [1000, 1750],
      [3000, 1620],
    ],
    leadTimeDays: 25,
    specifications: [
      ['Bluetooth', '5.3'],
      ['Battery', '6 h + 24 h case'],
      ['Water resistance', 'IPX5'],
    ],
    colours: [
      [20, 20, 24],
      [90, 70, 160],
    ],
    published: true,
  },
  {
    name: 'Shock-proof TPU phone case, clear',
    sku: 'PC-TPU-CLR',
    category: 'Consumer Electronics / Mobile Phone Accessories',
    description: 'Clear TPU case with reinforced corners and anti-yellowing coating, available for current iPhone and Samsung models.',
    unit: 'piece',
    priceMinor: 62,
    moq: 2000,
    tiers: [[10000, 55]],
    leadTimeDays: 10,
    specifications: [
      ['Material', 'TPU'],
      ['Finish', 'Anti-yellowing'],
    ],
    colours: [
      [200, 225, 240],
      [120, 170, 210],
    ],
    published: true,
  },
  {
    name: 'Smart Wi-Fi plug with energy monitoring',
    sku: 'SP-WIFI-EM',
    category: 'Consumer Electronics / Smart Home',
    description: 'Wi-Fi smart plug, 16 A, works with common voice assistants, tracks energy use per hour. White-label app available.',
    unit: 'piece',
    priceMinor: 540,
    moq: 500,
    tiers: [
      [2000, 505],
      [10000, 470],
    ],
    leadTimeDays: 22,
    specifications: [
      ['Rating', '16 A'],
      ['Connectivity', 'Wi-Fi 2.4 GHz'],
    ],
    colours: [
      [245, 245, 245],
      [60, 170, 130],
    ],
    published: true,
  },
  {
    name: 'Magnetic wireless charging pad 15 W',
    sku: 'WP-MAG-15',
    category: 'Consumer Electronics / Chargers & Power Banks',
    description: 'Aluminium magnetic wireless charger, 15 W, with a 1 m USB-C cable and foreign-object detection.',
    unit: 'piece',
    priceMinor: 760,
    moq: 300,
    tiers: [[1500, 710]],
    leadTimeDays: 16,
    specifications: [
      ['Output', '15 W'],
      ['Body', 'Aluminium alloy'],
    ],
    colours: [
      [180, 185, 195],
      [80, 90, 110],
    ],
    published: true,
  },
  {
    name: 'Over-ear studio headphones, wired',
    sku: 'HP-STUDIO-W',
    category: 'Consumer Electronics / Audio & Headphones',
    description: '50 mm drivers, closed back, detachable 3 m cable; for studios and call centres.',
    unit: 'piece',
    priceMinor: 2240,
    moq: 100,
    tiers: [[500, 2090]],
    leadTimeDays: 30,
    specifications: [
      ['Drivers', '50 mm'],
      ['Impedance', '32 Ω'],
    ],
    colours: [
      [35, 35, 35],
      [180, 40, 50],
    ],
    published: true,
  },
  {
    name: 'Car charger dual USB-C 48 W',
    sku: 'CC-DUAL-48',
    category: 'Consumer Electronics / Chargers & Power Banks',
    description: 'Aluminium car charger with two USB-C PD ports, 48 W total, blue LED ring.',
    unit: 'piece',
    priceMinor: 320,
    moq: 500,
    tiers: [[3000, 295]],
    leadTimeDays: 14,
    specifications: [
      ['Output', '48 W'],
      ['Input', '12–24 V'],
    ],
    colours: [
      [50, 60, 80],
      [40, 120, 200],
    ],
    published: false,
  },
  {
    name: 'Screen protector, tempered glass 9H (draft)',
    sku: 'SG-9H-DRAFT',
    category: 'Consumer Electronics / Mobile Phone Accessories',
    description: '',
    unit: 'piece',
    priceMinor: 28,
    moq: 5000,
    tiers: [],
    leadTimeDays: 7,
    specifications: [],
    colours: [
      [220, 230, 240],
      [160, 190, 220],
    ],
    published: false,
  },
];

/** The demo seller's catalogue: products with pictures, stock rows, and category requests in each state. */
export async function seedDemoCatalogue(db: Database, sellerId: string) {
  const categoryRows = await db.select({ id: categories.id, path: categories.path }).from(categories);
  const categoryId = new Map(categoryRows.map((c) => [c.path, c.id]));
  const created: DemoOrderProduct[] = [];
  const now = Date.now();
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    // Spread creation dates so sorting by date shows something.
    const createdAt = new Date(now - (DEMO_PRODUCTS.length - index) * 3 * 86_400_000);
    const [product] = await db
      .insert(products)
      .values({
        sellerId,
        name: demo.name,
        sku: demo.sku,
        categoryId: categoryId.get(demo.category) ?? null,
        description: demo.description,
        unit: demo.unit,
        currency: 'USD',
        priceMinor: demo.priceMinor,
        moq: demo.moq,
        priceTiers: demo.tiers.map(([min_quantity, price_minor]) => ({ min_quantity, price_minor })),
        leadTimeDays: demo.leadTimeDays,
        specifications: demo.specifications.map(([key, value]) => ({ key, value })),
        status: demo.published ? 'published' : 'draft',
        createdAt,
        updatedAt: createdAt,
        publishedAt: demo.published ? createdAt : null,
      })
      .returning({ id: products.id });
    if (demo.description) {
      // Two camera-sized photos with their WebP copies, as a seller's upload leaves them (demo-images.ts).
      for (const position of [0, 1]) {
        const fileId = await storeDemoPhoto(db, sellerId, index * 2 + position);
        await db.insert(productImages).values({ productId: product.id, fileId, position });
      }
    }
    await db.insert(inventory).values({ productId: product.id, sellerId });
    created.push({
      id: product.id,
      name: demo.name,
      sku: demo.sku,
      unit: demo.unit,
      currency: 'USD',
      priceMinor: demo.priceMinor,
      moq: demo.moq,
      priceTiers: demo.tiers.map(([min_quantity, price_minor]) => ({ min_quantity, price_minor })),
    });
  }
  const electronics = categoryId.get('Consumer Electronics') ?? null;
  await db.insert(categoryRequests).values([
    {
      sellerId,
      name: 'Drone Accessories',
      parentId: electronics,
      reason: 'We supply propellers, batteries and carrying cases for consumer drones.',
      status: 'pending',
    },
    {
      sellerId,
      name: 'E-bike Batteries',
      parentId: electronics,
      reason: 'Lithium battery packs for electric bicycles, 36 V and 48 V.',
      status: 'approved',
      reviewerNote: 'Added under Consumer Electronics.',
      reviewedAt: new Date(now - 5 * 86_400_000),
    },
    {
      sellerId,
      name: 'Gadgets',
      parentId: null,
      reason: 'Various small gadgets that do not fit elsewhere.',
      status: 'rejected',
      reviewerNote: 'Too broad: use Mobile Phone Accessories or Smart Home.',
      reviewedAt: new Date(now - 9 * 86_400_000),
    },
  ]);
  return created;
}

/**
 * Adds `count` generated products (with stock rows) to a seller, in one statement per batch: enough to
 * see how lists behave with a catalogue of 100,000. Names, SKUs, prices and categories vary.
 */
export async function seedLargeCatalogue(db: Database, sellerId: string, count: number, onProgress?: (done: number) => void) {
  await insertGeneratedProducts(db, sellerId, count, onProgress);
  // Fresh statistics and visibility map: without them the planner probes the new index ends on every
  // query and planning alone takes tens of milliseconds.
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze inventory`);
}

/**
 * seedLargeCatalogue as a bulk load, for hundreds of thousands of rows: the non-unique secondary indexes
 * of products and inventory are dropped, the rows written, then each index is built again in one pass
 * (far faster than keeping the GIN indexes up to date row by row). Unique indexes stay, so nothing can
 * slip in twice meanwhile; lists and search are slow, not wrong, until the indexes are back.
 */
export async function seedLargeCatalogueInBulk(db: Database, sellerId: string, count: number, onProgress?: (done: number) => void) {
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename in ('products', 'inventory')
        and indexname not in (select conname from pg_constraint)
        and indexdef not like 'CREATE UNIQUE %'`),
  );
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  try {
    await insertGeneratedProducts(db, sellerId, count, onProgress);
  } finally {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
    });
  }
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze inventory`);
}

async function insertGeneratedProducts(db: Database, sellerId: string, count: number, onProgress?: (done: number) => void) {
  const leafIds = (
    await db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.parentId} is not null`)
  ).map((c) => c.id);
  const batch = 10_000;
  // Numbering continues after earlier runs, so running the command again adds more.
  const [{ start }] = rowsOf<{ start: number }>(
    await db.execute(sql`select count(*)::int as start from products where seller_id = ${sellerId} and sku like 'GEN-%'`),
  );
  for (let done = 0; done < count; done += batch) {
    const size = Math.min(batch, count - done);
    await db.execute(sql`
      with generated as (
        insert into products (seller_id, name, sku, category_id, description, unit, currency, price_minor, moq, lead_time_days, status, created_at, updated_at, published_at)
        select ${sellerId}::uuid,
               (array['Industrial','Premium','Eco','Compact','Heavy-duty','Classic','Smart','Portable'])[1 + (n % 8)] || ' ' ||
               (array['bottle','cable','charger','bag','box','lamp','valve','bracket','fabric roll','tile'])[1 + (n % 10)] || ' model ' || n,
               'GEN-' || n,
               (${sql.raw(`array[${leafIds.map((id) => `'${id}'::uuid`).join(',')}]`)})[1 + (n % ${leafIds.length})],
               'Generated catalogue item ' || n || ' for list and search benchmarks.',
               'piece', 'USD', 100 + (n * 37) % 50000, 1 + (n % 500), 5 + (n % 40),
               case when n % 5 = 0 then 'draft' else 'published' end,
               now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval,
               case when n % 5 = 0 then null else now() - (n || ' minutes')::interval end
        from generate_series(${start + done + 1}::int, ${start + done + size}::int) as n
        on conflict do nothing
        returning id
      )
      insert into inventory (product_id, seller_id, on_hand, low_stock_threshold)
      select id, ${sellerId}::uuid, (abs(hashtext(id::text)) % 500), 20 from generated`);
    onProgress?.(done + size);
  }
}

export async function sellerIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}
