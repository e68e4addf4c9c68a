// Every declared resource's labels (src/resources/<name>/labels.ts) come in English, Hindi and Chinese
// with the same keys, and hold every key the generic pages read: a gap is reported with the resource's name.
import { describe, expect, it } from 'vitest';
import { loadDeclaredLabels } from '../../../src/declared-labels';
import { labelPaths } from '../../../src/engine/resource-labels';
import { adminResources } from '../../../src/admin/portal';
import { resources } from '../../../src/resources/list';

const declaredLabels = await loadDeclaredLabels();
const REQUIRED = ['title', 'one', 'add', 'empty', 'search', 'deleteTitle', 'deleteText'];

describe('declared resource labels', () => {
  it('give Hindi and Chinese every English label, naming the resource that lacks one', () => {
    const missing: string[] = [];
    for (const [name, labels] of declaredLabels) {
      const english = labelPaths(labels.en);
      for (const language of ['hi', 'zh'] as const) {
        const have = new Set(labelPaths(labels[language] ?? {}));
        for (const key of english) if (!have.has(key)) missing.push(`${name}: ${language} lacks ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('label every field and enum value of a resource declared from an entity', () => {
    const missing: string[] = [];
    for (const resource of [...resources, ...adminResources].filter((r) => r.entity)) {
      const entity = resource.entity!;
      const folder = resource.labels!.replace(/^resources\./, '');
      const labels = declaredLabels.get(folder);
      if (!labels) {
        missing.push(`${entity.name}: no labels.ts for resources.${folder}`);
        continue;
      }
      const have = new Set(labelPaths(labels.en));
      const wanted = [...REQUIRED, ...Object.keys(entity.fields).map((field) => `fields.${field}`)];
      for (const [field, spec] of Object.entries(entity.fields))
        if (spec.kind === 'enum') wanted.push(...spec.values.map((value) => `values.${field}.${value}`));
      for (const key of wanted) if (!have.has(key)) missing.push(`${entity.name}: en lacks ${key}`);
    }
    expect(missing).toEqual([]);
  });
});
