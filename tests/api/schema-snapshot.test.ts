// `npm run db:generate` diffs the Drizzle schema against the newest snapshot in
// server/db/migrations/meta. That is only safe when the snapshot describes the database the migrations
// really build: a table, column, index or foreign key made in SQL alone would be created a second time
// by the next generated migration, which then fails on every existing database. This compares the two.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client';
import { freshDatabase } from './helpers';

const META = path.resolve('server/db/migrations/meta');

interface SnapshotTable {
  name: string;
  columns: Record<string, { name: string; notNull: boolean }>;
  indexes: Record<string, unknown>;
  foreignKeys: Record<string, unknown>;
  compositePrimaryKeys: Record<string, { name: string }>;
  uniqueConstraints: Record<string, { name: string }>;
}

const journal = JSON.parse(fs.readFileSync(path.join(META, '_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
const newest = journal.entries[journal.entries.length - 1];
const snapshotFile = path.join(META, `${String(newest.idx).padStart(4, '0')}_snapshot.json`);

const handle = await freshDatabase();
afterAll(() => handle.close());
const query = async <T>(text: string) => rowsOf<T>(await handle.db.execute(text as never));

describe('the newest migration snapshot', () => {
  it('exists for the newest migration', () => {
    expect(fs.existsSync(snapshotFile), `${snapshotFile} is missing: run npm run db:generate after changing server/db/schema`).toBe(true);
  });

  it('names exactly the tables, columns, indexes and foreign keys the migrations create', async () => {
    const snapshot = JSON.parse(fs.readFileSync(snapshotFile, 'utf8')) as { tables: Record<string, SnapshotTable> };
    const declared = { tables: new Set<string>(), columns: new Set<string>(), indexes: new Set<string>(), foreignKeys: new Set<string>() };
    for (const table of Object.values(snapshot.tables)) {
      declared.tables.add(table.name);
      for (const column of Object.values(table.columns)) declared.columns.add(`${table.name}.${column.name}${column.notNull ? ' not null' : ''}`);
      for (const name of Object.keys(table.indexes)) declared.indexes.add(name);
      for (const name of Object.keys(table.foreignKeys)) declared.foreignKeys.add(name);
    }

    const tables = await query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const columns = await query<{ name: string }>(
      `select table_name || '.' || column_name || case when is_nullable = 'NO' then ' not null' else '' end as name from information_schema.columns where table_schema = 'public' and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')`,
    );
    // Indexes, without those that back a primary key or unique constraint (the snapshot lists those as constraints).
    const indexes = await query<{ name: string }>(
      `select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = i.relnamespace where n.nspname = 'public' and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.contype in ('p', 'u'))`,
    );
    const foreignKeys = await query<{ name: string }>(
      `select c.conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public' and c.contype = 'f'`,
    );

    const built = {
      tables: new Set(tables.map((r) => r.name)),
      columns: new Set(columns.map((r) => r.name)),
      indexes: new Set(indexes.map((r) => r.name)),
      foreignKeys: new Set(foreignKeys.map((r) => r.name)),
    };
    const drift = (['tables', 'columns', 'indexes', 'foreignKeys'] as const).map((kind) => ({
      kind,
      onlyInSql: [...built[kind]].filter((name) => !declared[kind].has(name)).sort(),
      onlyInSchema: [...declared[kind]].filter((name) => !built[kind].has(name)).sort(),
    }));
    expect(drift.filter((d) => d.onlyInSql.length + d.onlyInSchema.length > 0)).toEqual([]);
  });
});
