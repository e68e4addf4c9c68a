/**
 * Ticks for an axis of counts: whole numbers only, at a round step (1, 2, 5, 10, 20, ...) that gives
 * about `count` of them between `start` and `end`, so no tick sits at a half and none goes unlabelled.
 */
export function countTicks(start: number, end: number, count: number): number[] {
  const low = Math.ceil(Math.min(start, end));
  const high = Math.floor(Math.max(start, end));
  if (!Number.isFinite(low) || !Number.isFinite(high) || high < low) return [0];
  const raw = (high - low) / Math.max(1, count - 1);
  let step = 1;
  for (let magnitude = 1; step < raw; magnitude *= 10) {
    step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= raw) ?? 10 * magnitude;
  }
  const ticks: number[] = [];
  for (let tick = Math.ceil(low / step) * step; tick <= high; tick += step) ticks.push(tick);
  return ticks;
}
