// The generator's acceptance check (npm test's `generator` step): on a scratch copy of the working tree,
// `npm run new:resource` writes the example in docs/ADDING-A-RESOURCE.md, a resource with every field kind and a back-office
// resource; then the
// typecheck, the lint of what it wrote, and the generated tests (with the ones that read every declared
// resource: labels, sidebar, moving between lists, migrations) must pass. The copy is thrown away.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED = [
  ['shipping-templates', 'name:string', 'incoterm:enum(EXW|FOB|CIF|DDP)', 'handling_days:int', 'carriers:string[]', 'is_default:boolean'],
  [
    'sample-offers',
    '--section',
    'store',
    'title:string',
    'notes:text?',
    'price:money',
    'valid_until:date?',
    'origin:country?',
    'lead_weeks:int?',
    'grade:enum(A|B|C)?',
    'tags:string[]?',
    'is_active:boolean',
  ],
  // A back-office resource, in an area reviewers may not use.
  ['market-notices', '--portal', 'admin', '--area', 'helpArticles', 'title:string', 'body:text', 'country:country?', 'starts_on:date', 'is_pinned:boolean'],
];

/** Where new:resource writes a resource's unit test (a back-office one's is prefixed). */
const unitTestOf = (name, options) => `tests/unit/resources/${options.includes('admin') ? `admin-${name}` : name}.test.tsx`;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'new-resource-'));
const run = (command, args, options = {}) => {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: scratch, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' }, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
};

try {
  // The working tree as it is (tracked and new files, not ignored ones), with the installed packages.
  // (node_modules may be a symbolic link, in a worktree, which the ignore rule for the folder does not match.)
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && file !== 'node_modules');
  for (const file of files) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    try {
      cpSync(path.join(root, file), path.join(scratch, file));
    } catch (error) {
      // A file deleted but not yet staged is listed and gone: skip it, as a commit would.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');

  for (const [name, ...rest] of GENERATED) run('npx', ['tsx', 'scripts/new-resource.ts', name, ...rest]);
  const written = GENERATED.flatMap(([name, ...rest]) => {
    const staff = rest.includes('admin');
    const folder = staff ? `src/admin/resources/${name}` : `src/resources/${name}`;
    return [
      `src/contract/resources/${name}.ts`,
      `server/db/schema/resources/${name}.ts`,
      `server/resources/${name}.ts`,
      folder,
      `tests/api/resources/${name}.test.ts`,
      unitTestOf(name, rest),
    ];
  });

  run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  run('npx', ['eslint', ...written, 'scripts/new-resource.ts']);
  // With the tests that walk every route: the role is checked before the body, and no input crashes a route.
  run('npx', [
    'vitest',
    'run',
    '--project',
    'api',
    'tests/api/resources',
    'tests/api/schema-snapshot.test.ts',
    'tests/api/role-before-body.test.ts',
    'tests/api/input-fuzz.test.ts',
  ]);
  // The generated resources' own tests, and those that read every declared resource (not the whole unit
  // suite again: npm test's unit step has run it on the same tree).
  const generatedUnitTests = GENERATED.map(([name, ...rest]) => unitTestOf(name, rest));
  run('npx', [
    'vitest',
    'run',
    '--project',
    'unit',
    '--project',
    'unit-isolated',
    ...generatedUnitTests,
    'tests/unit/resources/declarations.test.tsx',
    'tests/unit/resources/entity.test.tsx',
    'tests/unit/resources/switching.test.tsx',
    'tests/unit/i18n/declared-labels.test.ts',
    'tests/unit/shells/declared-navigation.test.tsx',
    'tests/unit/shells/navigation.test.tsx',
    'tests/unit/shells/SellerShell.test.tsx',
    'tests/unit/shells/buyer-navigation.test.tsx',
    'tests/unit/admin/declared-portal.test.tsx',
  ]);
  // Generating again on the new schema writes nothing: the migration and its snapshot are complete.
  run('npx', ['vitest', 'run', '--project', 'process', 'tests/process/db-generate.test.ts']);
  console.log('\nThe generated resources pass.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
