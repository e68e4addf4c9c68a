// A second demo supplier, so the catalogue has more than one seller to compare: a German workwear and
// safety maker pricing in euros, with volume tiers, pictures, stock and a complete store profile.
import { createHash } from 'node:crypto';
import type { Database } from './client';
import { demoProductImage, storeDemoPhoto } from './demo-images';
import { categories, files, inventory, productImages, products, storeSections, users } from './schema';

export const SECOND_SUPPLIER_EMAIL = 'weber@demo.test';

type Rgb = [number, number, number];

interface SupplierProduct {
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
  onHand: number;
}

const PRODUCTS: SupplierProduct[] = [
  {
    name: 'Hi-vis softshell work jacket, EN ISO 20471 class 3',
    sku: 'WB-JKT-HV3',
    category: 'Apparel & Textiles / Workwear & Uniforms',
    description:
      'Three-layer softshell jacket in fluorescent yellow with 5 cm retro-reflective tape, windproof and water-repellent, with a detachable hood. Company logo embroidery from 100 pieces.',
    unit: 'piece',
    priceMinor: 3490,
    moq: 50,
    tiers: [
      [200, 3190],
      [1000, 2890],
    ],
    leadTimeDays: 21,
    specifications: [
      ['Standard', 'EN ISO 20471 class 3'],
      ['Shell', '94% polyester, 6% elastane'],
      ['Sizes', 'S–4XL'],
    ],
    colours: [
      [222, 232, 40],
      [250, 160, 30],
    ],
    onHand: 1800,
  },
  {
    name: 'Cotton work trousers with knee-pad pockets',
    sku: 'WB-TRS-KP',
    category: 'Apparel & Textiles / Workwear & Uniforms',
    description:
      'Hard-wearing 320 g/m² cotton-polyester trousers with Cordura-reinforced knee-pad pockets, a folding rule pocket and a hammer loop. Industrial-wash tested to 60 °C.',
    unit: 'piece',
    priceMinor: 2750,
    moq: 50,
    tiers: [
      [250, 2490],
      [1000, 2290],
    ],
    leadTimeDays: 18,
    specifications: [
      ['Fabric', '65% polyester, 35% cotton, 320 g/m²'],
      ['Colours', 'Navy, grey, black'],
    ],
    colours: [
      [30, 45, 90],
      [90, 110, 150],
    ],
    onHand: 2400,
  },
  {
    name: 'Nitrile-coated assembly gloves, 12 pairs',
    sku: 'WB-GLV-NIT',
    category: 'Health & Beauty / Medical Supplies',
    description: 'Seamless nylon gloves with a breathable nitrile palm coating for assembly, logistics and light handling. Touchscreen-friendly, EN 388 4131X.',
    unit: 'box',
    priceMinor: 1190,
    moq: 100,
    tiers: [
      [500, 1050],
      [2000, 940],
    ],
    leadTimeDays: 10,
    specifications: [
      ['Standard', 'EN 388 4131X'],
      ['Pairs per box', '12'],
      ['Sizes', '7–11'],
    ],
    colours: [
      [40, 40, 48],
      [60, 130, 210],
    ],
    onHand: 5200,
  },
  {
    name: 'Safety boots S3 with composite toe cap',
    sku: 'WB-BOOT-S3',
    category: 'Apparel & Textiles / Workwear & Uniforms',
    description:
      'Metal-free S3 safety boots with a composite toe cap, a puncture-resistant textile midsole and an anti-slip SRC sole. Light enough for all-day wear.',
    unit: 'pair',
    priceMinor: 5890,
    moq: 24,
    tiers: [
      [120, 5490],
      [500, 5190],
    ],
    leadTimeDays: 25,
    specifications: [
      ['Standard', 'EN ISO 20345 S3 SRC'],
      ['Toe cap', 'Composite, 200 J'],
      ['Sizes', '38–48'],
    ],
    colours: [
      [60, 40, 30],
      [150, 100, 60],
    ],
    onHand: 640,
  },
  {
    name: 'Organic cotton T-shirt for uniforms, 180 g/m²',
    sku: 'WB-TEE-ORG',
    category: 'Apparel & Textiles / T-Shirts',
    description:
      'GOTS-certified organic cotton T-shirt with a taped neck and side seams, made for screen printing and embroidery. Twelve colours kept in stock.',
    unit: 'piece',
    priceMinor: 690,
    moq: 100,
    tiers: [
      [500, 610],
      [2500, 540],
    ],
    leadTimeDays: 12,
    specifications: [
      ['Fabric', '100% organic cotton, 180 g/m²'],
      ['Certification', 'GOTS'],
      ['Sizes', 'XS–3XL'],
    ],
    colours: [
      [235, 235, 230],
      [120, 160, 120],
    ],
    onHand: 9000,
  },
  {
    name: 'Flame-retardant welding jacket',
    sku: 'WB-WLD-FR',
    category: 'Industrial Machinery / Welding Equipment',
    description:
      'Heavy cotton welding jacket treated to stay flame-retardant for 50 washes, with leather-reinforced sleeves and a stand-up collar. EN ISO 11611 class 2.',
    unit: 'piece',
    priceMinor: 6490,
    moq: 20,
    tiers: [[100, 5990]],
    leadTimeDays: 30,
    specifications: [
      ['Standard', 'EN ISO 11611 class 2, EN ISO 11612'],
      ['Fabric', '100% cotton, 360 g/m²'],
    ],
    colours: [
      [70, 80, 90],
      [190, 90, 40],
    ],
    onHand: 300,
  },
  {
    name: 'Technical canvas fabric roll, 150 cm',
    sku: 'WB-FAB-CNV',
    category: 'Apparel & Textiles / Fabrics',
    description: 'Water-repellent polyester-cotton canvas for workwear and bags, sold in 50 m rolls. Dyed to Pantone from 2,000 m.',
    unit: 'm',
    priceMinor: 890,
    moq: 200,
    tiers: [
      [1000, 790],
      [5000, 690],
    ],
    leadTimeDays: 20,
    specifications: [
      ['Width', '150 cm'],
      ['Weight', '280 g/m²'],
      ['Roll length', '50 m'],
    ],
    colours: [
      [110, 90, 60],
      [180, 160, 120],
    ],
    onHand: 12000,
  },
];

const STORE: Record<string, Record<string, unknown>> = {
  'basic-info': {
    store_name: 'Weber Workwear',
    description:
      'Workwear, safety footwear and technical textiles from Chemnitz, Saxony. Our own sewing halls, certified to EN and ISO standards, ship to trade buyers across Europe within three weeks.',
    year_established: 1994,
    employees: '51-200',
    website: 'https://weber-workwear.demo.test',
  },
  'company-overview': {
    business_type: 'Limited Liability Company (LLC)',
    main_products: ['Hi-vis jackets', 'Work trousers', 'Safety boots', 'Work gloves', 'Technical fabrics'],
    certifications: ['ISO 9001:2015', 'ISO 14001', 'GOTS', 'OEKO-TEX Standard 100'],
    company_introduction:
      'Weber was founded in 1994 as a family weaving mill and today designs, cuts and sews workwear for construction, logistics and industry. We keep 30 core lines in stock, embroider and print in house, and make uniforms to measure for fleets of any size.',
  },
  'factory-information': {
    location: 'Industriestraße 12, 09120 Chemnitz, Germany',
    floor_area_sqm: 9200,
    production_lines: 6,
    annual_capacity: '450,000 garments',
    quality_control:
      'Fabric inspection on arrival, inline checks at every sewing station, wash and seam-strength tests per batch, and final AQL 2.5 inspection.',
  },
  'main-markets': {
    markets: [
      { region: 'domestic', share: 45 },
      { region: 'western_europe', share: 30 },
      { region: 'northern_europe', share: 15 },
      { region: 'eastern_europe', share: 10 },
    ],
    main_customers: 'Construction groups, logistics companies, municipal services and workwear distributors',
  },
  'bank-details': {
    account_holder: 'Weber Arbeitsschutz GmbH',
    bank_name: 'Sparkasse Chemnitz',
    account_number: 'DE97870500003600030000',
    swift_bic: 'CHEKDE81XXX',
    currency: 'EUR',
  },
  'trade-capabilities': {
    export_share: 55,
    incoterms: ['EXW', 'FCA', 'DAP', 'DDP'],
    payment_terms: ['tt', 'net30', 'lc'],
    languages: ['de', 'en', 'fr'],
    average_lead_time_days: 18,
    nearest_port: 'Hamburg',
  },
};

/** A PNG in `files`, owned by the seller; returns its id. */
async function storeImage(db: Database, ownerId: string, data: Buffer): Promise<string> {
  const [file] = await db
    .insert(files)
    .values({ ownerId, contentType: 'image/png', size: data.length, sha256: createHash('sha256').update(data).digest('hex'), data })
    .returning({ id: files.id });
  return file.id;
}

/**
 * Writes the second supplier (weber@demo.test, a fully onboarded seller in Germany), its store profile
 * and seven published products in EUR with pictures and stock. Call it inside the demo-data transaction
 * with the demo password's hash.
 */
export async function seedSecondSupplier(db: Database, passwordHash: string): Promise<{ sellerId: string; productIds: string[] }> {
  const [seller] = await db
    .insert(users)
    .values({
      name: 'Greta Weber',
      email: SECOND_SUPPLIER_EMAIL,
      passwordHash,
      roles: ['seller'],
      verificationStatus: 'verified',
      isEmailVerified: true,
      isMobileVerified: true,
      countryCode: '+49',
      phone: '15112345678',
      businessDetails: {
        business_name: 'Weber Arbeitsschutz GmbH',
        business_type: 'Limited Liability Company (LLC)',
        registration_number: 'HRB 12345',
        contact_number: '3711234567',
        tax_id: 'DE123456789',
        address: 'Industriestraße 12',
        city: 'Chemnitz',
        state: 'Saxony',
        country: 'DE',
        postal_code: '09120',
        contact_person: 'Greta Weber',
        contact_email: 'sales@weber-workwear.demo.test',
        contact_phone: '3711234567',
      },
    })
    .returning({ id: users.id });

  const logo = await storeImage(db, seller.id, demoProductImage([250, 160, 30], [30, 45, 90], 160));
  const banner = await storeImage(db, seller.id, demoProductImage([30, 45, 90], [120, 160, 200], 480));
  const completedAt = new Date();
  await db.insert(storeSections).values(
    Object.entries(STORE).map(([section, data]) => ({
      userId: seller.id,
      section,
      data: section === 'basic-info' ? { ...data, logo_file_id: logo, banner_file_id: banner } : data,
      completedAt,
    })),
  );

  const categoryRows = await db.select({ id: categories.id, path: categories.path }).from(categories);
  const categoryId = new Map(categoryRows.map((row) => [row.path, row.id]));
  const productIds: string[] = [];
  const now = Date.now();
  for (const [index, item] of PRODUCTS.entries()) {
    // A day apart, interleaving with the first supplier's products in "newest".
    const publishedAt = new Date(now - (PRODUCTS.length - index) * 86_400_000 - 3_600_000);
    const [product] = await db
      .insert(products)
      .values({
        sellerId: seller.id,
        name: item.name,
        sku: item.sku,
        categoryId: categoryId.get(item.category) ?? null,
        description: item.description,
        unit: item.unit,
        currency: 'EUR',
        priceMinor: item.priceMinor,
        moq: item.moq,
        priceTiers: item.tiers.map(([min_quantity, price_minor]) => ({ min_quantity, price_minor })),
        leadTimeDays: item.leadTimeDays,
        specifications: item.specifications.map(([key, value]) => ({ key, value })),
        status: 'published',
        createdAt: publishedAt,
        updatedAt: publishedAt,
        publishedAt,
      })
      .returning({ id: products.id });
    // Two camera-sized photos with their WebP copies (demo-images.ts), others than the first supplier's first.
    for (const position of [0, 1]) {
      await db.insert(productImages).values({ productId: product.id, fileId: await storeDemoPhoto(db, seller.id, index * 2 + position + 3), position });
    }
    await db.insert(inventory).values({ productId: product.id, sellerId: seller.id, onHand: item.onHand, lowStockThreshold: Math.max(10, item.moq) });
    productIds.push(product.id);
  }
  return { sellerId: seller.id, productIds };
}
