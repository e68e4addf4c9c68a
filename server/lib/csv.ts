/**
 * CSV as spreadsheets write it (RFC 4180): comma-separated, fields with commas, quotes or line breaks
 * in double quotes, quotes doubled inside them. A byte-order mark at the start is dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // Blank lines (a trailing newline, say) are not rows.
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

/** One CSV line; fields that need it are quoted. Leading =, +, - and @ are neutralised so a spreadsheet never runs them as formulas. */
export function toCsvLine(fields: ReadonlyArray<string | number | null | undefined>): string {
  return fields
    .map((value) => {
      let text = value === null || value === undefined ? '' : String(value);
      if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}
