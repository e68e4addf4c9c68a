// The seller portal's first page has a JavaScript budget (docs/BENCHMARKS.md). Its declared resources load
// with it (the sidebar and the routes read them), so what they import statically loads too. None may
// reach a contract *-messages module: the build puts all of them in one chunk (vite.config.ts,
// `contract-messages`, about 11 KB), which would then load on every seller's first page.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachedFiles, SRC } from './module-graph';

describe("the seller portal's declared resources", () => {
  it('import no contract messages up front', () => {
    const reached = reachedFiles(path.join(SRC, 'resources/list.ts'));
    const offending = [...reached].filter(([file]) => /[\\/]contract[\\/][\w-]+-messages\.ts$/.test(file)).map(([, chain]) => chain.join(' → '));
    expect(offending).toEqual([]);
    // The walk does follow the declarations into their cells.
    expect([...reached.keys()].some((file) => file.endsWith(path.join('resources', 'payouts', 'cells.tsx')))).toBe(true);
  });
});
