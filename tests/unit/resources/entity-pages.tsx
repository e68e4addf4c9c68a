// The checks every resource declared from an entity must pass, in the seller portal or the back office
// (npm run new:resource writes a test that calls this): it has its sidebar entry, its list shows the
// derived columns and a record, its form a labelled control for every field, and its page the record's
// facts, all in English labels of its own.
import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordSchemaOf } from '../../../src/contract/entity-schemas';
import i18n, { initI18n, loadEnglish } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { resources } from '../../../src/resources';
import { routeWithId, type Resource } from '../../../src/engine/types';
import { SELLER_NAV } from '../../../src/shells/seller/navigation';
import { ADMIN_NAV } from '../../../src/admin/navigation';
import { adminResources } from '../../../src/admin/portal';
import { useMswServer } from '../setup';
import { renderDeclared } from './declared';
import { signIn } from './helpers';
import { sampleRecord } from './sample-record';

export function describeEntityPages(resource: Resource) {
  const entity = resource.entity;
  if (!entity || !resource.labels) throw new Error(`${resource.name} is not declared from an entity`);
  const staff = resource.access !== undefined;
  const portal = staff ? adminResources : resources;
  const server = useMswServer();
  const record = sampleRecord(recordSchemaOf(entity), '«record»') as Record<string, unknown> & { id: string };
  const title = String(record[entity.titleField]);
  const label = (key: string) => {
    const text = i18n.t(key);
    expect(text, `${key} has no English label`).not.toBe(key);
    return text;
  };

  beforeAll(async () => {
    await initI18n();
    await loadEnglish('all');
  });
  beforeEach(() => {
    signIn();
    server.use(
      http.get(`*/v1/${resource.name}`, () =>
        HttpResponse.json({ success: true, message: 'OK', data: [record], total: 1, pagination: { page: 1, limit: 20 } }),
      ),
      http.get(`*/v1/${resource.name}/:id`, () => HttpResponse.json({ success: true, message: 'OK', data: record })),
    );
  });
  afterEach(() => sessionStore.clear());

  describe(`${resource.name} in the ${staff ? 'back office' : 'seller portal'}`, { timeout: 30_000 }, () => {
    it('is in its sidebar (the seller portal’s in its section), under its own label', () => {
      const section = SELLER_NAV.find((entry) => entry.kind === 'section' && entry.key === resource.menu?.section);
      const item = staff
        ? ADMIN_NAV.find((entry) => entry.path === resource.routes.list)
        : section?.kind === 'section'
          ? section.items.find((entry) => entry.path === resource.routes.list)
          : undefined;
      expect(item, `${resource.name} has no sidebar entry`).toBeDefined();
      label(item!.labelKey);
      if (staff) expect(ADMIN_NAV.find((entry) => entry.path === resource.routes.list)?.area).toBe(resource.access!.area);
    });

    it('lists records under the derived columns, the title linking to its page', async () => {
      renderDeclared(portal, resource.routes.list);
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(label(resource.labelKey)));
      const link = await screen.findByRole('link', { name: title });
      expect(link.getAttribute('href')).toBe(routeWithId(resource.routes.show!, record.id));
      const headers = [...document.querySelectorAll('.resource-table thead th')].map((th) => th.textContent?.trim());
      for (const column of resource.list.columns) expect(headers).toContain(label(column.titleKey));
    });

    it('has a labelled control for every field in its form', async () => {
      renderDeclared(portal, resource.routes.create!);
      await screen.findByRole('heading', { level: 1 });
      for (const name of Object.keys(entity.fields)) {
        await screen.findByText(label(`${resource.labels}.fields.${name}`), { selector: 'label' });
      }
    });

    it("shows a record's facts on its page", async () => {
      renderDeclared(portal, routeWithId(resource.routes.show!, record.id));
      await screen.findByRole('heading', { name: title });
      for (const fact of resource.show!.facts) await screen.findByText(label(fact.labelKey));
    });
  });
}
