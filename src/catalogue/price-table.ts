// The volume price table of a product: one row per quantity break, from the minimum order upwards.

export interface PriceBreak {
  /** First quantity of the row. */
  from: number;
  /** Last quantity of the row; null for the open-ended last row. */
  to: number | null;
  priceMinor: number;
  /** Whole percent below the base price; 0 on the base row. */
  savingPercent: number;
}

export interface PricedProduct {
  moq: number;
  price_minor: number;
  price_tiers: ReadonlyArray<{ min_quantity: number; price_minor: number }>;
}

/**
 * The base price applies from the MOQ up to the first tier, each tier up to the next. Tiers the
 * contract would refuse (at or below the row before) are skipped, so the rows never overlap.
 */
export function priceBreaks(product: PricedProduct): PriceBreak[] {
  const starts: Array<{ from: number; priceMinor: number }> = [{ from: Math.max(1, product.moq), priceMinor: product.price_minor }];
  const tiers = [...product.price_tiers].sort((a, b) => a.min_quantity - b.min_quantity);
  for (const tier of tiers) {
    if (tier.min_quantity > starts[starts.length - 1].from) starts.push({ from: tier.min_quantity, priceMinor: tier.price_minor });
  }
  return starts.map((start, index) => ({
    from: start.from,
    to: index + 1 < starts.length ? starts[index + 1].from - 1 : null,
    priceMinor: start.priceMinor,
    savingPercent:
      product.price_minor > 0 && start.priceMinor < product.price_minor
        ? Math.round(((product.price_minor - start.priceMinor) / product.price_minor) * 100)
        : 0,
  }));
}

/** The smallest quantity that can be ordered, and the steps of the quantity box. */
export const minimumQuantity = (product: Pick<PricedProduct, 'moq'>): number => Math.max(1, product.moq);

/**
 * What an order of `quantity` costs per unit: the price of the last row that starts at or below it.
 * Below the minimum order there is no price (null): such an order cannot be placed.
 */
export function unitPriceFor(product: PricedProduct, quantity: number): number | null {
  if (!Number.isInteger(quantity) || quantity < minimumQuantity(product)) return null;
  let price = product.price_minor;
  for (const row of priceBreaks(product)) if (quantity >= row.from) price = row.priceMinor;
  return price;
}

/** The line total in minor units, or null when the quantity cannot be ordered. */
export function lineTotalFor(product: PricedProduct, quantity: number): number | null {
  const unit = unitPriceFor(product, quantity);
  return unit === null ? null : unit * quantity;
}

/** The next quantity break above `quantity` ("order 500 for US$4.20"), or null at the last one. */
export function nextBreakAfter(product: PricedProduct, quantity: number): PriceBreak | null {
  return priceBreaks(product).find((row) => row.from > quantity) ?? null;
}
