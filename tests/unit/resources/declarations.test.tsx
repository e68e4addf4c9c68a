import { render, screen } from '@testing-library/react';
import type { TFunction } from '../../../src/i18n';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { MemoryRouter, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources';
import { refineResources, resourcePaths, resourceRoutes } from '../../../src/engine/routes';
import { loadFormDeclaration } from '../../../src/engine/form-declaration';
import { defineResource, type PageProps } from '../../../src/engine/types';
import { products } from '../../../src/resources/products';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

function stub(kind: string): LazyExoticComponent<ComponentType<PageProps>> {
  function Page({ resource }: PageProps) {
    const { id } = useParams();
    return (
      <p>
        {resource.name} {kind} {id ?? ''}
      </p>
    );
  }
  return lazy(() => Promise.resolve({ default: Page }));
}

const Icon = () => null;
const things = defineResource<{ id: string; name: string }>({
  name: 'things',
  labelKey: 'things.title',
  singularKey: 'things.one',
  icon: Icon,
  routes: { list: '/Things', create: '/ThingForm', edit: '/ThingForm/:id', show: '/ThingForm/view/:id' },
  list: {
    columns: [{ key: 'name', titleKey: 'things.name', field: 'name' }],
    filters: [{ kind: 'search', placeholderKey: 'things.search' }],
    emptyKey: 'things.empty',
  },
  form: {
    load: async () => ({ sections: [{ key: 'main', titleKey: 'things.main', fields: [{ name: 'name', labelKey: 'things.name', widget: { kind: 'text' } }] }] }),
  },
  show: { titleField: 'name', facts: [] },
  pages: { list: stub('list'), create: stub('create'), edit: stub('edit'), show: stub('show') },
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <Routes>{resourceRoutes([things])}</Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

describe('routes generated from declarations', () => {
  it('gives each page of a resource its declared path', async () => {
    renderAt('/Things');
    expect(await screen.findByText('things list')).toBeInTheDocument();
  });

  it('passes the id of the record, and ranks the view path above the edit path', async () => {
    renderAt('/ThingForm/view/7');
    expect(await screen.findByText('things show 7')).toBeInTheDocument();
  });

  it('serves create and edit', async () => {
    renderAt('/ThingForm/42');
    expect(await screen.findByText('things edit 42')).toBeInTheDocument();
    renderAt('/ThingForm');
    expect(await screen.findByText('things create')).toBeInTheDocument();
  });

  it('has no create or edit pages when the form is a drawer over the list', () => {
    const drawer = defineResource({ ...things, form: { ...things.form!, mode: 'drawer' } });
    expect(resourcePaths(drawer).map(([kind]) => kind)).toEqual(['list', 'show']);
  });

  it('loads a form declaration once, and again after a failed load', async () => {
    let calls = 0;
    const flaky = defineResource({
      ...things,
      form: {
        load: async () => {
          calls += 1;
          if (calls === 1) throw new Error('offline');
          return { sections: [] };
        },
      },
    });
    await expect(loadFormDeclaration(flaky)).rejects.toThrow('offline');
    await expect(loadFormDeclaration(flaky)).resolves.toEqual({ sections: [] });
    await loadFormDeclaration(flaky);
    expect(calls).toBe(2);
    expect(loadFormDeclaration(defineResource({ ...things, form: undefined }))).toBeUndefined();
  });

  it('uses the spec paths for products', () => {
    expect(resourcePaths(products)).toEqual([
      ['list', '/ProductList'],
      ['create', '/ProductListingForm'],
      ['edit', '/ProductListingForm/:id'],
      ['show', '/ProductListingForm/view/:id'],
    ]);
  });
});

describe('Refine resources generated from declarations', () => {
  it('names, paths, label and icon', () => {
    const [resource] = refineResources([products], t);
    expect(resource).toMatchObject({
      name: 'products',
      list: '/ProductList',
      create: '/ProductListingForm',
      edit: '/ProductListingForm/:id',
      show: '/ProductListingForm/view/:id',
      meta: { label: 't:products.title', labelKey: 'products.title', canDelete: true },
    });
    expect(resource.meta?.icon).toBeTruthy();
  });

  it('one per declared resource, each with a unique list path', () => {
    const all = refineResources(resources, t);
    expect(all.map((r) => r.name)).toEqual(resources.map((r) => r.name));
    expect(new Set(all.map((r) => r.list)).size).toBe(all.length);
  });
});
