// The pages of declared resources as a portal wires them, for the tests that walk them (moving between
// lists, a generated resource's pages).
import '@ant-design/v5-patch-for-react-19';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Routes } from 'react-router';
import type { Resource } from '../../../src/engine/types';
import i18n, { type TFunction } from '../../../src/i18n';
import { dataProvider } from '../../../src/providers/data-provider';
import { refineResources, resourceRoutes } from '../../../src/resources';

/**
 * Every page of `resources` under one router at `path`, with Refine told of them, as a portal wires
 * them (`extra` renders inside the router, a navigator, say).
 */
export function renderDeclared(resources: readonly Resource[], path: string, extra?: ReactNode): RenderResult {
  const t = i18n.t.bind(i18n) as TFunction;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Refine
        dataProvider={dataProvider}
        routerProvider={routerProvider}
        resources={refineResources(resources, t)}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
      >
        {extra}
        <Suspense fallback={<p>loading page</p>}>
          <main>
            <Routes>{resourceRoutes(resources)}</Routes>
          </main>
        </Suspense>
      </Refine>
    </MemoryRouter>,
  );
}
