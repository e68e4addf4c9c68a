import type { Database } from './client';
import { categories } from './schema';

/** The starting category tree: top-level industries and their main branches. */
export const CATEGORY_TREE: Record<string, string[]> = {
  'Consumer Electronics': ['Mobile Phone Accessories', 'Audio & Headphones', 'Chargers & Power Banks', 'Smart Home'],
  'Industrial Machinery': ['Packaging Machines', 'CNC & Machine Tools', 'Pumps & Valves', 'Welding Equipment'],
  'Apparel & Textiles': ['Workwear & Uniforms', 'Fabrics', 'T-Shirts', 'Sportswear'],
  'Packaging & Printing': ['Corrugated Boxes', 'Plastic Bags', 'Labels & Stickers', 'Paper Bags'],
  'Home & Garden': ['Kitchenware', 'Furniture', 'Garden Tools', 'Home Textiles'],
  'Health & Beauty': ['Personal Care', 'Medical Supplies', 'Cosmetics Packaging'],
  'Construction & Building': ['Tiles & Flooring', 'Pipes & Fittings', 'Hardware & Fasteners'],
  'Agriculture & Food': ['Grains & Pulses', 'Spices', 'Tea & Coffee', 'Farm Machinery'],
};

/** Writes the tree; returns the ids by path ("Home & Garden / Kitchenware"). */
export async function seedCategories(db: Database): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [top, children] of Object.entries(CATEGORY_TREE)) {
    const [parent] = await db.insert(categories).values({ name: top, path: top }).returning({ id: categories.id });
    ids.set(top, parent.id);
    const rows = await db
      .insert(categories)
      .values(children.map((name) => ({ name, parentId: parent.id, path: `${top} / ${name}` })))
      .returning({ id: categories.id, path: categories.path });
    for (const row of rows) ids.set(row.path, row.id);
  }
  return ids;
}

/** Reference data every database needs, demo or not: written once, when the table is empty. */
export async function ensureReferenceData(db: Database): Promise<void> {
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing.length === 0) await seedCategories(db);
}
