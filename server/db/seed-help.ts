import { count } from 'drizzle-orm';
import type { HelpTopic } from '../../src/contract/help';
import { inSetupLock, SETUP_LOCKS, type Database } from './client';
import { HELP_ARTICLES_HI } from './seed-help-hi';
import { HELP_ARTICLES_ZH } from './seed-help-zh';
import { PERFORMANCE_ARTICLE, PERFORMANCE_ARTICLE_TRANSLATIONS } from './seed-help-performance';
import { helpArticles } from './schema';

interface Article {
  slug: string;
  topic: HelpTopic;
  title: string;
  summary: string;
  body: string;
}

/** An article's text in another language; slug, topic and position are the English article's. */
export type HelpTranslation = Pick<Article, 'title' | 'summary' | 'body'>;

/** The help center's first articles (English; translations are rows of the same slug in their language). */
export const HELP_ARTICLES: readonly Article[] = [
  {
    slug: 'how-the-marketplace-works',
    topic: 'getting-started',
    title: 'How the marketplace works',
    summary: 'Suppliers list products with volume prices; business buyers find them, order and follow each order.',
    body: `The marketplace connects suppliers with business buyers who source in volume. Suppliers list products with a minimum order quantity and price tiers; buyers search the catalogue, compare suppliers and order.

## For buyers
- Search the catalogue by product, category or specification.
- Open a product to see its volume prices, minimum order and lead time.
- Add products from several suppliers to one cart: checkout makes one order per supplier.

## For suppliers
- Sign up, verify your email and mobile number and submit your business details.
- Complete your store profile so buyers can judge you.
- List products, keep stock up to date and answer orders.`,
  },
  {
    slug: 'create-an-account',
    topic: 'getting-started',
    title: 'Create an account as a buyer or a supplier',
    summary: 'Choose whether you buy or sell when you sign up; you can use one email for one account.',
    body: `Open Sign Up, enter your name, work email and a password, and choose "I buy" or "I sell".

Passwords need at least 8 characters and must not be a common password. We send an activation link to your email: open it on any device to verify the address.

Suppliers then go through three short steps before reaching the seller center: email, mobile number and business details.`,
  },
  {
    slug: 'verify-email-and-mobile',
    topic: 'onboarding',
    title: 'Verify your email and mobile number',
    summary: 'Activation links last 24 hours; mobile codes have 6 digits and last 10 minutes.',
    body: `## Email
Open the activation link we sent. If it expired (after 24 hours) or got lost, use "Resend Verification Email" on the Verify Your Email screen.

## Mobile number
Choose your country code, enter the number and press "Send Verification Code". Enter the 6-digit code and press "Verify Code".

- A code works for 10 minutes and for 5 tries.
- "Change Phone Number" takes you back to edit the number.
- One number can be verified on one account only.`,
  },
  {
    slug: 'business-details-and-store-profile',
    topic: 'onboarding',
    title: 'Business details and your store profile',
    summary: 'Business details unlock the seller center; a complete store profile wins buyers’ trust.',
    body: `Business details (name, type, registration number, address and a contact person) are submitted once during onboarding.

Your store profile is what buyers see: store info, company overview, factory, main markets, bank details and trade capabilities. Open Seller Store, then Store Setup, to complete it step by step. You can save a draft of any section and come back later: the setup resumes at the first unfinished section.`,
  },
  {
    slug: 'list-a-product',
    topic: 'products',
    title: 'List a product with volume prices',
    summary: 'Name, category, description, at least one image, SKU, unit, price, minimum order and lead time.',
    body: `Open Products, then Product List, and press "Add product".

- The first image is the cover: drag images to change the order.
- Price tiers give a lower unit price from a quantity on; each tier must be cheaper than the one before.
- The SKU must be unique among your products.

Save as a draft while you work; publish when everything buyers need is filled in.`,
  },
  {
    slug: 'import-products-from-csv',
    topic: 'products',
    title: 'Import products from a CSV file',
    summary: 'Import many products at once; a file with any problem changes nothing and says what to fix.',
    body: `Export your list first to get the columns in the right order, fill in your rows and import the file from the Product List.

If any row has a problem, nothing is imported and you get a report with the row, the column and what to fix. Rows whose SKU you already use update that product.`,
  },
  {
    slug: 'manage-stock',
    topic: 'products',
    title: 'Keep your stock up to date',
    summary: 'Every change to stock is an adjustment with a reason, kept in a ledger.',
    body: `Open Inventory to see stock per product. Set a low-stock threshold to be warned in time, and filter the list to the products running low.

Each change is an adjustment with a reason (received, correction, damaged) and shows in the product's ledger. Stock never goes below zero, and orders hold the stock they need.`,
  },
  {
    slug: 'order-from-several-suppliers',
    topic: 'orders',
    title: 'Order from several suppliers at once',
    summary: 'One cart, one checkout, one order per supplier, each followed on its own.',
    body: `Add products from any number of suppliers to your cart. At checkout choose a shipping address from your address book, add a note for the suppliers and pick a payment method.

Checkout makes one order per supplier. Each starts as pending until the supplier confirms it. Quantities below a product's minimum and prices that changed since you added them are pointed out before you pay anything.`,
  },
  {
    slug: 'order-statuses',
    topic: 'orders',
    title: 'What each order status means',
    summary: 'Pending, confirmed, shipped, delivered or cancelled, each change recorded with its time.',
    body: `- Pending: placed by the buyer, waiting for the supplier.
- Confirmed: the supplier accepted it and set the stock aside.
- Shipped: on its way, with the carrier and tracking number.
- Delivered: received.
- Cancelled: stopped before shipping, by the buyer while pending or by the supplier.

Every change shows in the order's history with when it happened and who made it.`,
  },
  {
    slug: 'payment-methods',
    topic: 'payments',
    title: 'How payment works',
    summary: 'Pay by bank transfer or on terms agreed with the supplier; no card data is ever taken.',
    body: `Orders are paid by bank transfer to the supplier's account, or on payment terms you agreed with the supplier (for example net 30 days).

The supplier records the payment on the order once it arrives. The marketplace never asks for or stores card numbers: be careful with anyone who asks for them.`,
  },
  {
    slug: 'recovery-contacts',
    topic: 'account',
    title: 'Recovery contacts and signing in without your password',
    summary: 'Add a verified backup email or phone so you can always get back into your account.',
    body: `Open Profile, then Recovery, and add an email address or phone number. We send a 6-digit code to verify it.

If you forget your password, use "Recovery sign-in" on the sign-in page with your account email, a verified recovery contact or your verified mobile number. You will be asked for a new password right after.`,
  },
  {
    slug: 'keep-your-account-safe',
    topic: 'account',
    title: 'Keep your account safe',
    summary: 'A strong password, verified recovery contacts and signing out of devices you no longer use.',
    body: `- Use a password you do not use anywhere else.
- Keep at least one verified recovery contact.
- Changing your password signs you out everywhere else.
- Bank details can only be changed with your password.

If you see activity you do not recognise, change your password at once and contact support.`,
  },
  PERFORMANCE_ARTICLE,
];

/** Translations of HELP_ARTICLES by language. */
export const HELP_TRANSLATIONS: Readonly<Record<'hi' | 'zh', Readonly<Record<string, HelpTranslation>>>> = {
  hi: { ...HELP_ARTICLES_HI, ...PERFORMANCE_ARTICLE_TRANSLATIONS.hi },
  zh: { ...HELP_ARTICLES_ZH, ...PERFORMANCE_ARTICLE_TRANSLATIONS.zh },
};

/**
 * Writes the articles of each language that has none yet (in every environment: they are content, not demo
 * data). A language staff already edited is left alone; true when anything was written.
 */
export async function seedHelpArticles(db: Database): Promise<boolean> {
  // Under an advisory lock, so that processes starting at once on one database write them once.
  return inSetupLock(db, SETUP_LOCKS.helpArticles, (tx) => writeMissingHelpArticles(tx));
}

async function writeMissingHelpArticles(db: Database): Promise<boolean> {
  const rows = await db.select({ language: helpArticles.language, existing: count() }).from(helpArticles).groupBy(helpArticles.language);
  const present = new Set(rows.filter((row) => row.existing > 0).map((row) => row.language));
  const values: Array<typeof helpArticles.$inferInsert> = [];
  if (!present.has('en')) values.push(...HELP_ARTICLES.map((article, position) => ({ ...article, language: 'en', position })));
  for (const [language, texts] of Object.entries(HELP_TRANSLATIONS)) {
    if (present.has(language)) continue;
    HELP_ARTICLES.forEach((article, position) => {
      const text = texts[article.slug];
      if (text) values.push({ slug: article.slug, topic: article.topic, position, language, ...text });
    });
  }
  if (values.length === 0) return false;
  await db.insert(helpArticles).values(values).onConflictDoNothing();
  return true;
}
