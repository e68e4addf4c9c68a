/** Prints rows as a plain aligned table; columns listed in `right` are right-aligned (numbers). */
export function printTable(headers: string[], rows: string[][], right: number[] = []) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (right.includes(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(`  ${line(headers)}`);
  console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(`  ${line(row)}`);
}

export function heading(text: string) {
  console.log(`\n${text}\n${'='.repeat(text.length)}`);
}

export const formatNumber = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Kilobytes of 1,024 bytes, one decimal. */
export const formatKB = (bytes: number) => `${formatNumber(bytes / 1024, 1)} KB`;

// autocannon records latency in whole milliseconds.
export const formatMs = (ms: number) => `${formatNumber(ms, Number.isInteger(ms) ? 0 : 1)} ms`;
