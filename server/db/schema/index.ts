// The database schema, one file per area in the order they depend on one another (accounts, catalogue,
// company, trade, chat; analytics and performance beside them). This barrel only gathers them: code imports
// tables from here, and drizzle-kit reads the schema through it.
export * from './accounts';
export * from './catalogue';
export * from './company';
export * from './trade';
export * from './chat';
export * from './analytics';
export * from './performance';
export * from './rates';
export * from './money';
export * from './payments';
export * from './invoices';
