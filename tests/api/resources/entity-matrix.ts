// The checks every resource declared from an entity must pass (npm run new:resource writes a test that
// calls this): the owner's create, read, list, edit and delete work; an edit changes only what it sends;
// another seller gets 404 for every verb, a buyer 403 and an anonymous caller 401; unknown and missing
// fields are refused, naming the field.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_AREA_ROLES, STAFF_ROLES, type AdminArea, type StaffRole } from '../../../src/contract/admin-constants';
import { apiFieldsOf, type Entity } from '../../../src/contract/entity';
import { auditLog } from '../../../server/db/schema';
import { createTestApp, envelope, onboardedSeller, signUp, staffToken, type TestApp } from '../helpers';

type Payload = Record<string, unknown>;

export async function describeEntityApi(entity: Entity, samples: { created: Payload; changed: Payload }) {
  const base = `/v1/${entity.name}`;
  const app: TestApp = await createTestApp();
  const t = () => app;

  const create = async (token: string, payload: Payload = samples.created) => {
    const response = await t().request({ method: 'POST', url: base, token, payload });
    expect(response.statusCode, response.body).toBe(201);
    return envelope<Payload & { id: string }>(response).data;
  };

  describe(`${base}`, () => {
    it('creates, reads, lists, edits and deletes the seller’s own records', async () => {
      const { token } = await onboardedSeller(t());
      const record = await create(token);
      expect(record).toMatchObject(samples.created);
      expect(record).toHaveProperty('id');

      const read = await t().request({ method: 'GET', url: `${base}/${record.id}`, token });
      expect(read.statusCode).toBe(200);
      expect(envelope(read).data).toEqual(record);

      const list = envelope<Payload[]>(await t().request({ method: 'GET', url: base, token }));
      expect(list.data.map((row) => row.id)).toEqual([record.id]);
      expect(list.total).toBe(1);

      const [field, value] = Object.entries(samples.changed)[0];
      const edited = await t().request({ method: 'PATCH', url: `${base}/${record.id}`, token, payload: { [field]: value } });
      expect(edited.statusCode, edited.body).toBe(200);
      // Only the field sent changes: nothing else is reset, defaults included.
      expect(envelope(edited).data).toEqual({ ...record, [field]: value, updated_at: expect.any(String) });

      const everything = await t().request({ method: 'PATCH', url: `${base}/${record.id}`, token, payload: samples.changed });
      expect(everything.statusCode, everything.body).toBe(200);
      expect(envelope(everything).data).toMatchObject(samples.changed);

      const removed = await t().request({ method: 'DELETE', url: `${base}/${record.id}`, token });
      expect(removed.statusCode).toBe(200);
      expect((await t().request({ method: 'GET', url: `${base}/${record.id}`, token })).statusCode).toBe(404);
    });

    it('keeps one seller’s records from every other caller', async () => {
      const owner = await onboardedSeller(t());
      const record = await create(owner.token);
      const other = await onboardedSeller(t());
      const buyer = await signUp(t(), { role: 'buyer' });
      const one = `${base}/${record.id}`;
      const verbs = [
        { method: 'GET' as const, url: one },
        { method: 'PATCH' as const, url: one, payload: samples.changed },
        { method: 'DELETE' as const, url: one },
      ];
      for (const verb of verbs) expect((await t().request({ ...verb, token: other.token })).statusCode, `${verb.method} by another seller`).toBe(404);
      expect(envelope<Payload[]>(await t().request({ method: 'GET', url: base, token: other.token })).data).toEqual([]);

      const all = [...verbs, { method: 'GET' as const, url: base }, { method: 'POST' as const, url: base, payload: samples.created }];
      for (const verb of all) {
        expect((await t().request({ ...verb, token: buyer.token })).statusCode, `${verb.method} ${verb.url} by a buyer`).toBe(403);
        expect((await t().request(verb)).statusCode, `${verb.method} ${verb.url} signed out`).toBe(401);
      }
      // Still there, unchanged, for its owner.
      expect(envelope(await t().request({ method: 'GET', url: one, token: owner.token })).data).toEqual(record);
    });

    it('refuses unknown fields and, on create, missing required ones, naming each', async () => {
      const { token } = await onboardedSeller(t());
      const unknown = await t().request({
        method: 'POST',
        url: base,
        token,
        payload: { ...samples.created, seller_id: '00000000-0000-4000-8000-000000000000', surprise: 1 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(envelope(unknown).errors ?? {})).toEqual(expect.arrayContaining(['seller_id', 'surprise']));

      const required = Object.entries(entity.fields)
        .filter(([, spec]) => !spec.optional && spec.kind !== 'boolean' && spec.kind !== 'strings')
        .flatMap(([name, spec]) => apiFieldsOf(name, spec));
      const missing = await t().request({ method: 'POST', url: base, token, payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(envelope(missing).errors ?? {}).sort()).toEqual([...required].sort());

      const record = await create(token);
      const badEdit = await t().request({ method: 'PATCH', url: `${base}/${record.id}`, token, payload: { id: 'x' } });
      expect(badEdit.statusCode).toBe(400);
      expect(envelope(badEdit).errors).toHaveProperty('id');
    });
  });
}

/**
 * The checks of a back-office resource declared from an entity: the staff roles of its area keep every
 * record, whoever created it, and each change is in the audit log; a staff role outside the area, a
 * seller and a buyer get 403, an anonymous caller 401; unknown and missing fields are refused.
 */
export async function describeStaffEntityApi(entity: Entity, access: { area: AdminArea; write?: AdminArea }, samples: { created: Payload; changed: Payload }) {
  const base = `/v1/admin/${entity.name}`;
  const t: TestApp = await createTestApp();
  const writers = ADMIN_AREA_ROLES[access.write ?? access.area] as readonly StaffRole[];
  const readers = ADMIN_AREA_ROLES[access.area] as readonly StaffRole[];

  describe(`${base}`, () => {
    it('lets the staff of its area create, read, list, edit and delete, each change audited', async () => {
      const token = await staffToken(t, writers[0]);
      const created = await t.request({ method: 'POST', url: base, token, payload: samples.created });
      expect(created.statusCode, created.body).toBe(201);
      const record = envelope<Payload & { id: string }>(created).data;
      expect(record).toMatchObject(samples.created);

      // Every staff member of the area sees it, not only the one who created it.
      for (const role of readers) {
        const reader = await staffToken(t, role);
        expect(envelope(await t.request({ method: 'GET', url: `${base}/${record.id}`, token: reader })).data, role).toEqual(record);
        expect(envelope<Payload[]>(await t.request({ method: 'GET', url: base, token: reader })).data.map((row) => row.id)).toContain(record.id);
      }

      const [field, value] = Object.entries(samples.changed)[0];
      const edited = await t.request({ method: 'PATCH', url: `${base}/${record.id}`, token, payload: { [field]: value } });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(envelope(edited).data).toEqual({ ...record, [field]: value, updated_at: expect.any(String) });
      expect((await t.request({ method: 'DELETE', url: `${base}/${record.id}`, token })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: `${base}/${record.id}`, token })).statusCode).toBe(404);

      const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, record.id));
      expect(entries.map((entry) => entry.action).sort()).toEqual(['record.created', 'record.deleted', 'record.updated']);
      expect(entries.every((entry) => entry.note === entity.name && entry.subjectType === 'record')).toBe(true);
      expect(entries.find((entry) => entry.action === 'record.updated')).toMatchObject({ before: { [field]: record[field] }, after: { [field]: value } });
    });

    it('refuses everyone outside its area', async () => {
      const record = envelope<{ id: string }>(
        await t.request({ method: 'POST', url: base, token: await staffToken(t, writers[0]), payload: samples.created }),
      ).data;
      const one = `${base}/${record.id}`;
      const reads = [
        { method: 'GET' as const, url: base },
        { method: 'GET' as const, url: one },
      ];
      const writes = [
        { method: 'POST' as const, url: base, payload: samples.created },
        { method: 'PATCH' as const, url: one, payload: samples.changed },
        { method: 'DELETE' as const, url: one },
      ];
      const seller = (await onboardedSeller(t)).token;
      const buyer = (await signUp(t, { role: 'buyer' })).token;
      for (const verb of [...reads, ...writes]) {
        expect((await t.request({ ...verb, token: seller })).statusCode, `${verb.method} ${verb.url} by a seller`).toBe(403);
        expect((await t.request({ ...verb, token: buyer })).statusCode, `${verb.method} ${verb.url} by a buyer`).toBe(403);
        expect((await t.request(verb)).statusCode, `${verb.method} ${verb.url} signed out`).toBe(401);
      }
      for (const role of STAFF_ROLES) {
        const token = await staffToken(t, role);
        if (!readers.includes(role))
          for (const verb of reads) expect((await t.request({ ...verb, token })).statusCode, `${verb.method} ${verb.url} by a ${role}`).toBe(403);
        if (!writers.includes(role))
          for (const verb of writes) expect((await t.request({ ...verb, token })).statusCode, `${verb.method} ${verb.url} by a ${role}`).toBe(403);
      }
    });

    it('refuses unknown fields and, on create, missing required ones, naming each', async () => {
      const token = await staffToken(t, writers[0]);
      const unknown = await t.request({
        method: 'POST',
        url: base,
        token,
        payload: { ...samples.created, created_by: '00000000-0000-4000-8000-000000000000', surprise: 1 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(envelope(unknown).errors ?? {})).toEqual(expect.arrayContaining(['created_by', 'surprise']));
      const required = Object.entries(entity.fields)
        .filter(([, spec]) => !spec.optional && spec.kind !== 'boolean' && spec.kind !== 'strings')
        .flatMap(([name, spec]) => apiFieldsOf(name, spec));
      const missing = await t.request({ method: 'POST', url: base, token, payload: {} });
      expect(Object.keys(envelope(missing).errors ?? {}).sort()).toEqual([...required].sort());
    });
  });
}
