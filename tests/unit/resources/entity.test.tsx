// A resource declared from its entity: the schemas the server validates with, and the list, show page
// and cells the web app derives, for every field kind.
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineEntity, field } from '../../../src/contract/entity';
import { createSchemaOf, recordSchemaOf, updateSchemaOf } from '../../../src/contract/entity-schemas';
import i18n, { initI18n } from '../../../src/i18n';
import { Cell } from '../../../src/engine/cells';
import { defineEntityResource } from '../../../src/engine/entity';
import { entityForm } from '../../../src/engine/entity-form';
import type { EntityRecord } from '../../../src/contract/entity';
import { AppstoreOutlined } from '@ant-design/icons';

const offers = defineEntity({
  name: 'sample-offers',
  fields: {
    title: field.string({ max: 40 }),
    notes: field.text({ optional: true }),
    price: field.money(),
    valid_until: field.date({ optional: true }),
    origin: field.country({ optional: true }),
    lead_weeks: field.int({ unit: 'week', max: 52 }),
    grade: field.enum(['A', 'B'], { optional: true }),
    tags: field.strings({ max: 2 }),
    is_active: field.boolean(),
  },
});

// The record's type follows the declaration: required fields are never null, optional ones may be.
const typed: EntityRecord<typeof offers> = {
  id: '1',
  created_at: '',
  updated_at: '',
  title: 'Mugs',
  notes: null,
  price_minor: 1,
  price_currency: 'USD',
  valid_until: null,
  origin: null,
  lead_weeks: 2,
  grade: 'A',
  tags: [],
  is_active: true,
};
// @ts-expect-error a required field cannot be null
const untyped: EntityRecord<typeof offers>['title'] = null;
void [typed, untyped];

const valid = { title: 'Steel mugs', price_minor: 1250, price_currency: 'USD', lead_weeks: 3 };
const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('an entity declaration', () => {
  it('refuses names the API could not serve, naming the entity', () => {
    expect(() => defineEntity({ name: 'Offers', fields: { title: field.string() } })).toThrow('Entity "Offers": a resource name is kebab-case');
    expect(() => defineEntity({ name: 'offers', fields: { Title: field.string() } })).toThrow('field "Title" is not snake_case');
    expect(() => defineEntity({ name: 'offers', fields: { id: field.string() } })).toThrow('field "id" is kept for every record');
    expect(() => defineEntity({ name: 'offers', fields: { count: field.int() } })).toThrow('name a titleField');
  });
});

describe('the schemas of an entity', () => {
  it('create: required fields must be there; a switch and a list default to off and empty', () => {
    expect(createSchemaOf(offers).parse(valid)).toEqual({ ...valid, is_active: false, tags: [] });
    expect(errorsOf(createSchemaOf(offers).safeParse({}))).toEqual({
      title: 'This field is required',
      price_minor: 'Enter an amount of 0 or more',
      price_currency: 'Choose a currency from the list',
      lead_weeks: 'Enter a whole number',
    });
  });

  it('refuses wrong values with the messages the form shows', () => {
    const bad = {
      ...valid,
      title: 'x'.repeat(41),
      lead_weeks: 53,
      valid_until: '2026-02-30',
      origin: 'XX',
      grade: 'C',
      tags: ['a', 'b', 'c'],
      is_active: 'yes',
      surprise: 1,
    };
    expect(errorsOf(createSchemaOf(offers).safeParse(bad))).toEqual({
      title: 'This text is too long',
      lead_weeks: 'This number is out of range',
      valid_until: 'Enter a date as YYYY-MM-DD',
      origin: 'Choose a country from the list',
      grade: 'Choose one of the listed values',
      tags: 'Too many entries',
      is_active: 'Choose yes or no',
      '': expect.stringContaining('surprise'),
    });
  });

  it('an optional field takes null, and a blank text clears it', () => {
    expect(createSchemaOf(offers).parse({ ...valid, notes: '  ', origin: null })).toMatchObject({ notes: null, origin: null });
    expect(createSchemaOf(offers).parse({ ...valid, origin: 'in' })).toMatchObject({ origin: 'IN' });
  });

  it('edit: takes any subset and sets no defaults, so nothing unsent is reset; a required field cannot be emptied', () => {
    expect(updateSchemaOf(offers).parse({ title: 'Mugs' })).toEqual({ title: 'Mugs' });
    expect(updateSchemaOf(offers).parse({})).toEqual({});
    expect(errorsOf(updateSchemaOf(offers).safeParse({ title: null }))).toHaveProperty('title');
    expect(updateSchemaOf(offers).parse({ notes: null })).toEqual({ notes: null });
  });

  it('the record: every API field, a money field as amount and currency', () => {
    expect(Object.keys(recordSchemaOf(offers).shape).sort()).toEqual(
      [
        'id',
        'created_at',
        'updated_at',
        'title',
        'notes',
        'price_minor',
        'price_currency',
        'valid_until',
        'origin',
        'lead_weeks',
        'grade',
        'tags',
        'is_active',
      ].sort(),
    );
  });
});

describe('the resource derived from an entity', () => {
  const resource = defineEntityResource(offers, { icon: AppstoreOutlined, section: 'store' });

  it('has the routes, the menu entry and the label keys of its name', () => {
    expect(resource.routes).toEqual({ list: '/sample-offers', create: '/sample-offers/create', edit: '/sample-offers/:id/edit', show: '/sample-offers/:id' });
    expect(resource.menu).toMatchObject({ section: 'store', labelKey: 'resources.sample-offers.title', createTitleKey: 'resources.sample-offers.add' });
    expect(resource.labelKey).toBe('resources.sample-offers.title');
  });

  it('lists the title first, linking to the record, leaves long texts to the record page, and filters by the closed fields', () => {
    const columns = resource.list.columns;
    expect(columns[0]).toMatchObject({ key: 'title', link: 'show', card: 'title', titleKey: 'resources.sample-offers.fields.title' });
    expect(columns.map((column) => column.key)).toEqual(['title', 'price', 'valid_until', 'origin', 'lead_weeks', 'grade', 'tags', 'is_active', 'updated_at']);
    expect(columns.find((column) => column.key === 'price')).toMatchObject({
      field: 'price_minor',
      sortKey: 'price_minor',
      cell: { kind: 'money', currencyField: 'price_currency' },
    });
    expect(columns.find((column) => column.key === 'tags')?.sortKey).toBeUndefined();
    expect(resource.list.filters.map((filter) => filter.kind + ('field' in filter ? `:${filter.field}` : ''))).toEqual([
      'search',
      'country:origin',
      'select:grade',
      'select:is_active',
    ]);
    expect(resource.show?.facts.map((fact) => fact.key)).toContain('notes');
  });

  it('has a form field per API field, the switch and the list never marked required', () => {
    const fields = entityForm({ entity: offers, ns: 'resources.sample-offers' }).sections[0].fields ?? [];
    expect(fields.map((f) => [f.name, f.widget.kind])).toEqual([
      ['title', 'text'],
      ['notes', 'textarea'],
      ['price_minor', 'money'],
      ['price_currency', 'currency'],
      ['valid_until', 'date'],
      ['origin', 'country'],
      ['lead_weeks', 'number'],
      ['grade', 'select'],
      ['tags', 'tags'],
      ['is_active', 'switch'],
    ]);
    expect(fields.filter((f) => f.required === false).map((f) => f.name)).toEqual(['tags', 'is_active']);
    expect(entityForm({ entity: offers, ns: 'resources.sample-offers' }).defaults).toEqual({ price_currency: 'USD', tags: [], is_active: false });
  });
});

describe('cells of every field kind', () => {
  beforeAll(() => initI18n());
  const record = {
    id: '1',
    lead_weeks: 5,
    is_active: true,
    valid_until: '2026-12-01',
    origin: 'IN',
    tags: ['Sea', 'Air'],
    price_minor: 125000,
    price_currency: 'USD',
  };
  const text = (field: string, cell: Parameters<typeof Cell>[0]['cell']) => render(<Cell record={record} field={field} cell={cell} />).container.textContent;

  it.each([
    ['en', '5 weeks', 'Yes', 'India', '$1,250.00'],
    ['hi', '5 सप्ताह', 'हाँ', 'भारत', '$1,250.00'],
    ['zh', '5周', '是', '印度', 'US$1,250.00'],
  ])('in %s', async (language, weeks, yes, india, money) => {
    await i18n.changeLanguage(language);
    expect(text('lead_weeks', { kind: 'number', unit: 'week' })).toBe(weeks);
    expect(text('is_active', { kind: 'boolean' })).toBe(yes);
    expect(text('origin', { kind: 'country' })).toBe(india);
    expect(text('tags', { kind: 'list' })).toBe('Sea, Air');
    expect(text('price_minor', { kind: 'money', currencyField: 'price_currency' })).toBe(money);
    expect(text('valid_until', { kind: 'date' })).toMatch(/2026/);
    await i18n.changeLanguage('en');
  });
});
