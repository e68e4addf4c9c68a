// Reference exchange rates: their messages and limits. No zod here: the Hindi and Chinese texts key their
// translations by these messages, and the back office's list reads the limits, without the API's schemas.

/** Digits a rate keeps after the point (the column is numeric(20, 10)). */
export const RATE_DECIMALS = 10;
/** Rows one CSV import may hold. */
export const RATE_IMPORT_MAX_ROWS = 2000;
/** The CSV file's size limit. */
export const RATE_IMPORT_MAX_BYTES = 512 * 1024;
/** The columns of the rates CSV, in the order the template lists them. */
export const RATE_CSV_COLUMNS = ['base_currency', 'quote_currency', 'rate', 'rate_date'] as const;
/** Where a rate came from. */
export const RATE_SOURCES = ['manual', 'csv'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

export const exchangeRateMessages = {
  currency: 'Choose a currency from the list',
  samePair: 'Choose a currency other than the base currency',
  rate: `Enter a rate above 0, with at most ${RATE_DECIMALS} decimals`,
  rateDate: 'Enter a date as YYYY-MM-DD',
  pairDayTaken: 'This pair already has a rate for that day',
  notFound: 'This exchange rate does not exist',
  file: 'Choose a CSV file',
  fileTooLarge: 'The CSV file is larger than 512 KB',
  fileEmpty: 'The file is empty',
  noRows: 'The file has no rate rows',
  tooManyRows: `At most ${RATE_IMPORT_MAX_ROWS} rates per file`,
  missingColumn: (column: string) => `The header has no "${column}" column`,
  unknownColumn: (column: string) => `Unknown column "${column}"`,
  repeatedInFile: (line: number) => `The same pair and day as line ${line}`,
  nothingImported: (problems: number) => `Nothing was imported: ${problems} ${problems === 1 ? 'problem' : 'problems'} to fix`,
  imported: (count: number) => `${count} ${count === 1 ? 'rate' : 'rates'} imported`,
} as const;
