// The default database, a PostgreSQL cluster in DATA_DIR/postgres: start.ts starts it from its binaries
// (binaries.ts), as its user (server-user.ts), on its cluster (cluster.ts), as a supervised process (server-process.ts).
export { startEmbeddedPostgres, type EmbeddedPostgres } from './start';
