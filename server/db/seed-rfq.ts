// Demo requests for quotation from the demo buyer, so the buyer's My RFQs, the suppliers' board, their
// quotes and the public board open on real records: open, awarded, expired and a draft, with quotes in
// every state (submitted, revised with its history, shortlisted, accepted into an order, declined,
// withdrawn, expired).
import { eq, inArray } from 'drizzle-orm';
import { compareQuote, type RfqLine } from '../../src/contract/rfq';
import { insertPendingOrder, newOrderNumber, shippingSnapshot } from '../modules/catalog/order-placement-repository';
import { rfqLineOf } from '../modules/rfq/rfq-reads';
import { newRfqNumber } from '../modules/rfq/rfq-record';
import type { Database } from './client';
import { addresses, categories, products, quoteVersionLines, quoteVersions, quotes, rfqInvitations, rfqLines, rfqs, users } from './schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface DemoLine {
  name: string;
  quantity: number;
  unit: string;
  target?: number;
  specifications?: string;
  productSku?: string;
}

interface DemoRfq {
  title: string;
  category: string;
  status: 'draft' | 'open' | 'awarded' | 'expired';
  visibility?: 'open' | 'invited';
  invited?: string[];
  postedDaysAgo: number;
  validDays: number;
  requiredDays: number;
  incoterm: string;
  city: string;
  currency: string;
  note: string;
  lines: DemoLine[];
}

interface DemoQuoteLine {
  line: number;
  price: number;
  tiers?: Array<[number, number]>;
  moq: number;
  lead: number;
  sample?: number;
  productSku?: string;
}

interface DemoVersion {
  daysAgo: number;
  validDays: number;
  shipping: number;
  note: string;
  lines: DemoQuoteLine[];
}

interface DemoQuote {
  seller: string;
  status: 'submitted' | 'revised' | 'shortlisted' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
  currency: string;
  incoterm: string;
  versions: DemoVersion[];
  declineReason?: string;
  revealed?: boolean;
}

const SELLER = 'seller@demo.test';
const WEBER = 'weber@demo.test';

const DEMO: Array<{ rfq: DemoRfq; quotes: DemoQuote[] }> = [
  {
    rfq: {
      title: 'Power banks and chargers for a retail promotion',
      category: 'Consumer Electronics / Chargers & Power Banks',
      status: 'open',
      postedDaysAgo: 3,
      validDays: 18,
      requiredDays: 60,
      incoterm: 'FOB',
      city: 'Felixstowe port',
      currency: 'USD',
      note: 'Our logo printed on the power banks; retail blister packaging with UK barcodes. Please state certifications.',
      lines: [
        {
          name: '20000 mAh USB-C power bank',
          quantity: 2000,
          unit: 'piece',
          target: 1000,
          specifications: 'USB-C PD 22.5 W, CE/UKCA',
          productSku: 'PB-20K-C22',
        },
        { name: 'GaN wall charger 65 W, UK plug', quantity: 1000, unit: 'piece', target: 1350 },
        { name: 'Printed gift box for the bundle', quantity: 3000, unit: 'piece', specifications: 'Full colour, 350 g card' },
      ],
    },
    quotes: [
      {
        seller: SELLER,
        status: 'revised',
        currency: 'USD',
        incoterm: 'FOB',
        versions: [
          {
            daysAgo: 2,
            validDays: 21,
            shipping: 0,
            note: 'Shenzhen FOB. Logo printing included from 1,000 pieces.',
            lines: [
              { line: 0, price: 1090, tiers: [[2000, 1020]], moq: 500, lead: 21, sample: 2500, productSku: 'PB-20K-C22' },
              { line: 1, price: 1420, moq: 300, lead: 25, sample: 3000 },
            ],
          },
          {
            daysAgo: 1,
            validDays: 21,
            shipping: 0,
            note: 'Revised after our chat: better price at 2,000 pieces and gift boxes quoted too.',
            lines: [
              { line: 0, price: 1060, tiers: [[2000, 990]], moq: 500, lead: 21, sample: 2500, productSku: 'PB-20K-C22' },
              { line: 1, price: 1390, moq: 300, lead: 25, sample: 3000 },
              { line: 2, price: 85, moq: 1000, lead: 15 },
            ],
          },
        ],
      },
      // In euros and for two of the three items: cheaper on its face (€31,400 against $36,250), so the
      // comparison shows why it ranks after the complete quote (approximately, at the demo's reference rates).
      {
        seller: WEBER,
        status: 'submitted',
        currency: 'EUR',
        incoterm: 'CIF',
        versions: [
          {
            daysAgo: 1,
            validDays: 14,
            shipping: 60_000,
            note: 'Power banks and chargers from our EU warehouse; no gift boxes.',
            lines: [
              { line: 0, price: 920, moq: 2500, lead: 10 },
              { line: 1, price: 1240, moq: 500, lead: 10 },
            ],
          },
        ],
      },
    ],
  },
  {
    rfq: {
      title: 'Hi-vis jackets and work trousers for a logistics company',
      category: 'Apparel & Textiles / Workwear & Uniforms',
      status: 'open',
      postedDaysAgo: 5,
      validDays: 10,
      requiredDays: 45,
      incoterm: 'DAP',
      city: 'Leeds',
      currency: 'EUR',
      note: 'Company logo embroidered on the chest and back. Sizes S–4XL, size split to follow.',
      lines: [
        { name: 'Hi-vis softshell jacket, class 3', quantity: 400, unit: 'piece', target: 3000, specifications: 'EN ISO 20471 class 3, fluorescent yellow' },
        { name: 'Work trousers with knee-pad pockets', quantity: 400, unit: 'piece' },
      ],
    },
    quotes: [
      {
        seller: WEBER,
        status: 'shortlisted',
        currency: 'EUR',
        incoterm: 'DAP',
        versions: [
          {
            daysAgo: 4,
            validDays: 20,
            shipping: 18_000,
            note: 'Delivered to Leeds, duties unpaid. Embroidery of two positions included.',
            lines: [
              { line: 0, price: 3290, tiers: [[300, 3090]], moq: 50, lead: 21, sample: 0, productSku: 'WB-JKT-HV3' },
              { line: 1, price: 2590, tiers: [[250, 2390]], moq: 50, lead: 18, productSku: 'WB-TRS-KP' },
            ],
          },
        ],
      },
    ],
  },
  {
    rfq: {
      title: 'Private-label ANC earbuds',
      category: 'Consumer Electronics / Audio & Headphones',
      status: 'open',
      postedDaysAgo: 1,
      validDays: 25,
      requiredDays: 75,
      incoterm: 'CIF',
      city: 'Rotterdam port',
      currency: 'USD',
      note: 'Our brand on the case and the box; app support is a plus.',
      lines: [{ name: 'True wireless earbuds with ANC', quantity: 1500, unit: 'pair', target: 1700, specifications: 'Bluetooth 5.3, IPX5, 30 h with case' }],
    },
    quotes: [
      {
        seller: SELLER,
        status: 'submitted',
        currency: 'USD',
        incoterm: 'CIF',
        versions: [
          {
            daysAgo: 0.5,
            validDays: 30,
            shipping: 42_000,
            note: 'Private-label box and case print included.',
            lines: [{ line: 0, price: 1790, tiers: [[1000, 1690]], moq: 300, lead: 30, sample: 4000, productSku: 'EB-TWS-ANC' }],
          },
        ],
      },
    ],
  },
  {
    rfq: {
      title: 'Organic cotton T-shirts for staff uniforms',
      category: 'Apparel & Textiles / T-Shirts',
      status: 'open',
      visibility: 'invited',
      invited: [WEBER],
      postedDaysAgo: 6,
      validDays: 12,
      requiredDays: 40,
      incoterm: 'DDP',
      city: 'Manchester',
      currency: 'EUR',
      note: 'GOTS certificate required. Two colours, screen print on the back.',
      lines: [{ name: 'Organic cotton T-shirt, 180 g/m²', quantity: 1200, unit: 'piece', target: 600 }],
    },
    quotes: [
      {
        seller: WEBER,
        status: 'withdrawn',
        currency: 'EUR',
        incoterm: 'DDP',
        versions: [
          {
            daysAgo: 5,
            validDays: 14,
            shipping: 9_500,
            note: 'Withdrawn: the colour you need is out of stock until next quarter.',
            lines: [{ line: 0, price: 640, tiers: [[1000, 590]], moq: 100, lead: 12, productSku: 'WB-TEE-ORG' }],
          },
        ],
      },
    ],
  },
  {
    rfq: {
      title: 'Branded kit for a trade fair: polo shirts and USB-C cables',
      category: 'Packaging & Printing',
      status: 'awarded',
      visibility: 'invited',
      invited: [WEBER, SELLER],
      postedDaysAgo: 12,
      validDays: 10,
      requiredDays: 30,
      incoterm: 'DAP',
      city: 'Birmingham',
      currency: 'EUR',
      note: 'One supplier for the whole kit if possible.',
      lines: [
        { name: 'Safety boots S3 for the stand crew', quantity: 24, unit: 'pair' },
        { name: 'Braided USB-C cable, logo on the sleeve', quantity: 2000, unit: 'piece' },
      ],
    },
    quotes: [
      {
        seller: WEBER,
        status: 'accepted',
        currency: 'EUR',
        incoterm: 'DAP',
        revealed: true,
        versions: [
          {
            daysAgo: 10,
            validDays: 20,
            shipping: 4_500,
            note: 'Boots from stock, delivered within a week.',
            lines: [{ line: 0, price: 5890, moq: 24, lead: 5 }],
          },
        ],
      },
      {
        seller: SELLER,
        status: 'declined',
        currency: 'EUR',
        incoterm: 'DAP',
        declineReason: 'We found the cables closer to home, thank you',
        versions: [
          {
            daysAgo: 9,
            validDays: 20,
            shipping: 12_000,
            note: 'Logo printed on the sleeve from 1,000 pieces.',
            lines: [{ line: 1, price: 140, tiers: [[2000, 125]], moq: 1000, lead: 14 }],
          },
        ],
      },
    ],
  },
  {
    rfq: {
      title: 'USB-C cables for an electronics chain',
      category: 'Consumer Electronics / Mobile Phone Accessories',
      status: 'expired',
      postedDaysAgo: 20,
      validDays: -2,
      requiredDays: 20,
      incoterm: 'EXW',
      city: 'Hamburg',
      currency: 'USD',
      note: '',
      lines: [{ name: 'Braided USB-C to USB-C cable, 1 m', quantity: 10_000, unit: 'piece', target: 110, productSku: 'CB-CC-60W-1M' }],
    },
    quotes: [
      {
        seller: SELLER,
        status: 'expired',
        currency: 'USD',
        incoterm: 'EXW',
        versions: [
          {
            daysAgo: 18,
            validDays: -3,
            shipping: 0,
            note: 'Ex works Shenzhen.',
            lines: [{ line: 0, price: 118, tiers: [[5000, 112]], moq: 1000, lead: 12, productSku: 'CB-CC-60W-1M' }],
          },
        ],
      },
    ],
  },
  {
    rfq: {
      title: 'Smart plugs for hotel rooms',
      category: 'Consumer Electronics / Smart Home',
      status: 'draft',
      postedDaysAgo: 0,
      validDays: 14,
      requiredDays: 50,
      incoterm: 'CIF',
      city: 'Manchester',
      currency: 'USD',
      note: 'Draft: waiting for the final room count.',
      lines: [{ name: 'Wi-Fi smart plug, UK type', quantity: 800, unit: 'piece' }],
    },
    quotes: [],
  },
];

const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const endOfDay = (ms: number) => new Date(`${dayString(ms)}T23:59:59.999Z`);

/** Written inside the demo seed's transaction, after the demo buyer, both suppliers and their products. */
export async function seedDemoRfqs(db: Database): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['buyer@demo.test', SELLER, WEBER]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const buyerId = idOf.get('buyer@demo.test');
  if (!buyerId || !idOf.get(SELLER) || !idOf.get(WEBER)) return;
  const categoryRows = await db.select({ id: categories.id, path: categories.path }).from(categories);
  const categoryId = new Map(categoryRows.map((row) => [row.path, row.id]));
  const productRows = await db.select({ id: products.id, sku: products.sku, sellerId: products.sellerId }).from(products);
  const productBySku = new Map(productRows.map((row) => [row.sku, row]));
  const [address] = await db.select().from(addresses).where(eq(addresses.ownerId, buyerId)).limit(1);
  const now = Date.now();

  for (const { rfq: demo, quotes: demoQuotes } of DEMO) {
    const category = categoryId.get(demo.category);
    if (!category) continue;
    const postedAt = new Date(now - demo.postedDaysAgo * DAY - 2 * HOUR);
    const [rfq] = await db
      .insert(rfqs)
      .values({
        number: newRfqNumber(postedAt),
        buyerId,
        title: demo.title,
        categoryId: category,
        status: demo.status,
        visibility: demo.visibility ?? 'open',
        buyerCountry: 'GB',
        deliveryCountry: 'GB',
        deliveryCity: demo.city,
        incoterm: demo.incoterm,
        requiredBy: dayString(now + demo.requiredDays * DAY),
        paymentTerms: '30% deposit, 70% before shipment',
        note: demo.note,
        currency: demo.currency,
        validUntil: demo.validDays < 0 ? new Date(now + demo.validDays * DAY) : endOfDay(now + demo.validDays * DAY),
        quotesWanted: 10,
        quoteCount: demoQuotes.filter((q) => q.status !== 'withdrawn').length,
        searchText: [demo.title, ...demo.lines.map((l) => `${l.name} ${l.specifications ?? ''}`.trim())].join('\n'),
        openedAt: demo.status === 'draft' ? null : postedAt,
        createdAt: postedAt,
        updatedAt: postedAt,
      })
      .returning({ id: rfqs.id, number: rfqs.number });
    const lineRows = await db
      .insert(rfqLines)
      .values(
        demo.lines.map((line, position) => ({
          rfqId: rfq.id,
          position,
          productId: line.productSku ? (productBySku.get(line.productSku)?.id ?? null) : null,
          name: line.name,
          quantity: line.quantity,
          unit: line.unit,
          targetUnitPriceMinor: line.target ?? null,
          specifications: line.specifications ?? '',
        })),
      )
      .returning();
    const contractLines: RfqLine[] = lineRows.map(rfqLineOf);
    if (demo.invited) await db.insert(rfqInvitations).values(demo.invited.map((email) => ({ rfqId: rfq.id, sellerId: idOf.get(email)!, createdAt: postedAt })));

    for (const demoQuote of demoQuotes) {
      const sellerId = idOf.get(demoQuote.seller)!;
      const first = demoQuote.versions[0];
      const last = demoQuote.versions[demoQuote.versions.length - 1];
      const submittedAt = new Date(now - first.daysAgo * DAY);
      const lastAt = new Date(now - last.daysAgo * DAY);
      const validUntil = last.validDays < 0 ? new Date(now + last.validDays * DAY) : endOfDay(now + last.validDays * DAY);
      const [quote] = await db
        .insert(quotes)
        .values({
          rfqId: rfq.id,
          sellerId,
          status: 'submitted',
          version: demoQuote.versions.length,
          currency: demoQuote.currency,
          validUntil,
          totalMinor: 0,
          createdAt: submittedAt,
          updatedAt: lastAt,
        })
        .returning({ id: quotes.id });
      let total = 0;
      for (const [index, version] of demoQuote.versions.entries()) {
        const at = new Date(now - version.daysAgo * DAY);
        const versionLines = version.lines.map((line) => ({
          rfq_line_id: lineRows[line.line].id,
          product_id: line.productSku ? (productBySku.get(line.productSku)?.sellerId === sellerId ? productBySku.get(line.productSku)!.id : null) : null,
          unit_price_minor: line.price,
          price_tiers: (line.tiers ?? []).map(([min_quantity, price_minor]) => ({ min_quantity, price_minor })),
          moq: line.moq,
          lead_time_days: line.lead,
          sample_available: line.sample !== undefined,
          sample_price_minor: line.sample ?? null,
        }));
        const [row] = await db
          .insert(quoteVersions)
          .values({
            quoteId: quote.id,
            version: index + 1,
            currency: demoQuote.currency,
            incoterm: demoQuote.incoterm,
            shippingCostMinor: version.shipping,
            validUntil: version.validDays < 0 ? new Date(now + version.validDays * DAY) : endOfDay(now + version.validDays * DAY),
            paymentTerms: '30% deposit, 70% before shipment',
            note: version.note,
            createdAt: at,
          })
          .returning({ id: quoteVersions.id });
        await db.insert(quoteVersionLines).values(
          versionLines.map((line) => ({
            versionId: row.id,
            rfqLineId: line.rfq_line_id,
            productId: line.product_id,
            unitPriceMinor: line.unit_price_minor,
            priceTiers: line.price_tiers,
            moq: line.moq,
            leadTimeDays: line.lead_time_days,
            sampleAvailable: line.sample_available,
            samplePriceMinor: line.sample_price_minor,
          })),
        );
        total = compareQuote(contractLines, { lines: versionLines, shipping_cost_minor: version.shipping }).total_minor;
      }

      let orderId: string | null = null;
      if (demoQuote.status === 'accepted' && address) {
        // The accepted part: every quoted line at the quantity asked for, as the buyer accepted it.
        const acceptedAt = new Date(now - 8 * DAY);
        const lines = last.lines.map((line) => ({
          name: demo.lines[line.line].name,
          unit: demo.lines[line.line].unit,
          quantity: demo.lines[line.line].quantity,
          price: line.price,
        }));
        const order = await insertPendingOrder(db, {
          number: newOrderNumber(acceptedAt),
          buyerId,
          sellerId,
          currency: demoQuote.currency,
          shippingMinor: last.shipping,
          shippingAddress: await shippingSnapshot(db, buyerId, address.id),
          note: null,
          paymentMethod: 'bank_transfer',
          rfqId: rfq.id,
          quoteId: quote.id,
          now: acceptedAt,
          lines: lines.map((line) => ({
            productId: null,
            productName: line.name,
            sku: '',
            unit: line.unit,
            quantity: line.quantity,
            unitPriceMinor: line.price,
          })),
        });
        orderId = order.id;
      }
      await db
        .update(quotes)
        .set({
          status: demoQuote.status === 'accepted' && !orderId ? 'submitted' : demoQuote.status,
          totalMinor: total,
          orderId,
          declineReason: demoQuote.declineReason ?? null,
          decidedAt: ['accepted', 'declined', 'withdrawn'].includes(demoQuote.status) ? new Date(now - 8 * DAY) : null,
          buyerRevealedAt: demoQuote.revealed ? new Date(now - 8 * DAY) : null,
        })
        .where(eq(quotes.id, quote.id));
    }
  }
}
