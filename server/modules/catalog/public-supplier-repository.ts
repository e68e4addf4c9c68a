// A supplier's public store page: the supplier, its completed store profile sections and its product count.
// Built field by field from what may be shown, so bank details, emails, phone numbers and registration
// numbers can never leave, whatever the sections hold.
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PublicSupplier } from '../../../src/contract/public-catalog';
import type { Database } from '../../db/client';
import { products, storeSections, users } from '../../db/schema';
import { publicSupplierSql } from '../../plugins/auth';
import { publicPerformanceOf } from '../performance/read';
import { publicVerificationOf } from './public-verification';
import { mediaUrl } from './products';
import { visible } from './public-products';

/** The sections a store page shows; bank details are never read. */
const SHOWN_SECTIONS = ['basic-info', 'company-overview', 'main-markets', 'trade-capabilities'] as const;
type Shown = (typeof SHOWN_SECTIONS)[number];
type SectionData = Record<string, unknown>;

const text = (data: SectionData | undefined, key: string): string | null => {
  const value = data?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};
const whole = (data: SectionData | undefined, key: string): number | null => {
  const value = data?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
const texts = (data: SectionData | undefined, key: string): string[] => {
  const value = data?.[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
};
const uuidText = (data: SectionData | undefined, key: string): string | null => {
  const value = text(data, key);
  return value && /^[0-9a-f-]{36}$/i.test(value) ? value : null;
};

function markets(data: SectionData | undefined): PublicSupplier['main_markets'] {
  const value = data?.markets;
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((market: unknown) => {
      if (typeof market !== 'object' || market === null) return [];
      const { region, share } = market as { region?: unknown; share?: unknown };
      return typeof region === 'string' && typeof share === 'number' ? [{ region, share }] : [];
    })
    .sort((a, b) => b.share - a.share);
}

/** A supplier's store page, or null for anyone who is not an active seller past every onboarding gate. */
export async function findPublicSupplier(db: Database, id: string): Promise<PublicSupplier | null> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      businessDetails: users.businessDetails,
      createdAt: users.createdAt,
      verificationStatus: users.verificationStatus,
      verificationGrant: users.verificationGrant,
    })
    .from(users)
    .where(and(eq(users.id, id), publicSupplierSql))
    .limit(1);
  if (!user) return null;

  const sections = await db
    .select({ section: storeSections.section, data: storeSections.data })
    .from(storeSections)
    .where(and(eq(storeSections.userId, id), isNotNull(storeSections.completedAt), inArray(storeSections.section, [...SHOWN_SECTIONS])));
  const section = new Map(sections.map((row) => [row.section as Shown, row.data]));
  const basic = section.get('basic-info');
  const overview = section.get('company-overview');
  const trade = section.get('trade-capabilities');

  const [[{ productCount }], performance] = await Promise.all([
    db
      .select({ productCount: count() })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(and(eq(products.sellerId, id), visible)) as Promise<Array<{ productCount: number }>>,
    publicPerformanceOf(db, [id]),
  ]);

  const business = user.businessDetails ?? {};
  const businessName = typeof business.business_name === 'string' ? business.business_name.trim() : '';
  const country = typeof business.country === 'string' && business.country.trim() !== '' ? business.country.trim() : null;
  const logo = uuidText(basic, 'logo_file_id');
  const banner = uuidText(basic, 'banner_file_id');
  return {
    id: user.id,
    name: text(basic, 'store_name') ?? (businessName || user.name),
    logo_url: logo ? mediaUrl(logo) : null,
    banner_url: banner ? mediaUrl(banner) : null,
    description: text(basic, 'description'),
    website: text(basic, 'website'),
    year_established: whole(basic, 'year_established'),
    employees: text(basic, 'employees'),
    business_type: text(overview, 'business_type'),
    main_products: texts(overview, 'main_products'),
    certifications: texts(overview, 'certifications'),
    company_introduction: text(overview, 'company_introduction'),
    main_markets: markets(section.get('main-markets')),
    trade_capabilities: trade
      ? {
          export_share: whole(trade, 'export_share'),
          incoterms: texts(trade, 'incoterms'),
          payment_terms: texts(trade, 'payment_terms'),
          languages: texts(trade, 'languages'),
          average_lead_time_days: whole(trade, 'average_lead_time_days'),
          nearest_port: text(trade, 'nearest_port'),
        }
      : null,
    country,
    // Staff reviewed the seller's documents and set it verified (the catalogue's rule too).
    verified: user.verificationStatus === 'verified',
    verification: publicVerificationOf(user.verificationStatus, user.verificationGrant),
    member_since: user.createdAt.toISOString(),
    product_count: Number(productCount),
    performance: performance.get(id) ?? null,
  };
}
