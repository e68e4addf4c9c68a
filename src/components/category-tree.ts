import type { Category } from '../contract/catalog';

export interface CategoryNode {
  value: string;
  title: string;
  /** The full path, searched and shown once chosen ("Home & Garden / Kitchenware"). */
  path: string;
  children?: CategoryNode[];
}

/** The flat list from /v1/categories nested by parent_id; orphans (a parent no longer active) sit at the top. */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  for (const category of categories) nodes.set(category.id, { value: category.id, title: category.name, path: category.path });
  const roots: CategoryNode[] = [];
  for (const category of categories) {
    const node = nodes.get(category.id)!;
    const parent = category.parent_id ? nodes.get(category.parent_id) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The tree in reading order (each parent before its children), for a flat list of choices by full path. */
export function categoriesInTreeOrder(tree: readonly CategoryNode[]): CategoryNode[] {
  return tree.flatMap((node) => [node, ...categoriesInTreeOrder(node.children ?? [])]);
}
