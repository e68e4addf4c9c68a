import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessProfileRecordSchema, businessProfileSchema, type BusinessProfileRecord } from '../../../src/contract/buyer';
import { envelopeOf } from '../../../src/contract/envelope';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { preferencesOf, savePreference } from './account-repository';

const tags = ['buyer'];
/** Kept in users.preferences: the seller's business_details (an onboarding gate) stays the seller's alone. */
const KEY = 'business_profile';

function profileOf(preferences: Record<string, unknown>): BusinessProfileRecord | null {
  const parsed = businessProfileRecordSchema.safeParse(preferences[KEY]);
  return parsed.success ? parsed.data : null;
}

/** The buyer's company: who buys, where, and what and how much they purchase (suppliers see it on orders later). */
export function registerBusinessProfile(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const record = envelopeOf(businessProfileRecordSchema.nullable());

  app.get(
    '/v1/buyer/business-profile',
    { schema: { tags, summary: "Your company's details (null until saved)", response: { 200: record } } },
    async (request) => ok(profileOf(preferencesOf(authOf(request).user))),
  );

  app.put(
    '/v1/buyer/business-profile',
    {
      schema: {
        tags,
        summary: "Save your company's details: name, type, registration and tax numbers, address, country, website, purchasing categories and annual volume",
        body: businessProfileSchema,
        response: { 200: record },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const input = request.body;
      // Categories are compared without case: "Packaging" twice is one category.
      const seen = new Set<string>();
      const categories = input.purchasing_categories.filter((category) => {
        const key = category.toLocaleLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const value: BusinessProfileRecord = { ...input, purchasing_categories: categories, updated_at: new Date().toISOString() };
      const updated = await savePreference(app.db, userId, KEY, value);
      return ok(profileOf(preferencesOf(updated)), 'Business profile saved');
    },
  );
}
