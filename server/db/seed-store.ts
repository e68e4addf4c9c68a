import type { StoreSection } from '../../src/contract/store';
import type { Database } from './client';
import { storeSections } from './schema';

/** The demo seller's store profile: every section filled in and complete, as a real supplier's would be. */
export const DEMO_STORE: Record<StoreSection, Record<string, unknown>> = {
  'basic-info': {
    store_name: 'Brightway Electronics',
    description:
      'Brightway designs and manufactures power banks, chargers, cables and smart-home accessories for brands and distributors in 40 countries. OEM and ODM welcome, with samples in 7 days.',
    year_established: 2009,
    employees: '201-500',
    website: 'https://brightway.demo.test',
  },
  'company-overview': {
    business_type: 'Limited Liability Company (LLC)',
    main_products: ['Power banks', 'USB-C chargers', 'Charging cables', 'Smart plugs'],
    certifications: ['ISO 9001:2015', 'CE', 'FCC', 'RoHS', 'UL 2056'],
    company_introduction:
      'Founded in Shenzhen in 2009, Brightway runs its own design studio, SMT lines and assembly halls. Our engineers take a product from idea to certified mass production, and our export team ships to importers, retailers and online brands across Europe, North America and South Asia.',
  },
  'factory-information': {
    location: 'Building 7, Hi-Tech Industrial Park, Nanshan District, Shenzhen, Guangdong, China',
    floor_area_sqm: 18500,
    production_lines: 12,
    annual_capacity: '6,000,000 units',
    quality_control:
      'Incoming material checks, 100% functional test on every unit, ageing test on batteries and final AQL inspection before shipment; third-party audits welcome.',
  },
  'main-markets': {
    markets: [
      { region: 'western_europe', share: 35 },
      { region: 'north_america', share: 30 },
      { region: 'south_asia', share: 15 },
      { region: 'southeast_asia', share: 10 },
      { region: 'domestic', share: 10 },
    ],
    main_customers: 'Consumer-electronics brands, telecom operators and online retailers',
  },
  'bank-details': {
    account_holder: 'Shenzhen Brightway Electronics Co., Ltd.',
    bank_name: 'Bank of China, Shenzhen Branch',
    account_number: '745612345678901',
    swift_bic: 'BKCHCNBJ45A',
    currency: 'USD',
  },
  'trade-capabilities': {
    export_share: 85,
    incoterms: ['EXW', 'FOB', 'CIF', 'DDP'],
    payment_terms: ['tt', 'lc', 'escrow'],
    languages: ['en', 'zh', 'hi'],
    average_lead_time_days: 25,
    nearest_port: 'Shenzhen Yantian',
  },
};

export async function seedDemoStore(db: Database, sellerId: string): Promise<void> {
  const completedAt = new Date();
  await db.insert(storeSections).values(Object.entries(DEMO_STORE).map(([section, data]) => ({ userId: sellerId, section, data, completedAt })));
}
