// `npm run new:resource -- <name> [--portal seller|admin] [--section <key>] [--area <area>] <field>:<type>[?] …`
// Writes a working resource from one line: its entity (the contract), its table and migration, its
// server CRUD, its web declaration and labels, and its tests. Nothing needs a hand edit afterwards; the
// app finds each file by where it is (docs/ADDING-A-RESOURCE.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_AREA_ROLES } from '../src/contract/admin-constants';
import { FIELD_NAME, RESERVED_FIELDS, RESOURCE_NAME } from '../src/contract/entity';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TYPES = ['string', 'text', 'int', 'money', 'boolean', 'date', 'country', 'enum(A|B|C)', 'string[]'];
const SELLER_SECTIONS = ['products', 'rfqs', 'store', 'profile'];
const AREAS = Object.keys(ADMIN_AREA_ROLES);
const USAGE = `Usage: npm run new:resource -- <name> [--portal seller|admin] [--section <section>] [--area <area>] <field>:<type>[?] …
  <name>     a kebab-case plural, like shipping-templates
  <type>     one of ${TYPES.join(', ')}; a trailing ? makes the field optional
  --portal   seller (the default): each seller's own records; admin: the marketplace's, kept by staff
  --section  the seller sidebar's section: ${SELLER_SECTIONS.join(', ')} (default products)
  --area     admin only, required: the staff area that may use it: ${AREAS.join(', ')}
Example: npm run new:resource -- shipping-templates name:string 'incoterm:enum(EXW|FOB|CIF|DDP)' handling_days:int 'carriers:string[]' is_default:boolean`;

interface FieldSpec {
  name: string;
  type: 'string' | 'text' | 'int' | 'money' | 'boolean' | 'date' | 'country' | 'enum' | 'strings';
  optional: boolean;
  values?: string[];
}

class UsageError extends Error {}

type Payload = Record<string, unknown>;

/** A number field whose name ends in a unit gets it: handling_days is "5 days". */
const UNIT_SUFFIXES: Record<string, string> = {
  days: 'day',
  hours: 'hour',
  weeks: 'week',
  months: 'month',
  years: 'year',
  kg: 'kilogram',
  meters: 'meter',
  percent: 'percent',
};
const unitOf = (name: string): string | undefined => UNIT_SUFFIXES[name.split('_').at(-1) ?? ''];

function parseField(argument: string): FieldSpec {
  const match = /^([^:]+):(.+?)(\?)?$/.exec(argument);
  if (!match) throw new UsageError(`"${argument}" is not <field>:<type>`);
  const [, name, type, optional] = match;
  if (!FIELD_NAME.test(name)) throw new UsageError(`field "${name}": a field name is snake_case (letters, digits and _), like handling_days`);
  if ((RESERVED_FIELDS as readonly string[]).includes(name))
    throw new UsageError(`field "${name}": every record has it already (${RESERVED_FIELDS.join(', ')})`);
  const base = { name, optional: optional === '?' };
  const enumMatch = /^enum\((.+)\)$/.exec(type);
  if (enumMatch) {
    const values = enumMatch[1].split('|').map((value) => value.trim());
    if (values.some((value) => !/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(value)))
      throw new UsageError(`field "${name}": enum values are letters, digits, - and _, separated by |, like enum(EXW|FOB)`);
    if (new Set(values).size !== values.length) throw new UsageError(`field "${name}": an enum value is listed twice`);
    return { ...base, type: 'enum', values };
  }
  if (type === 'string[]') return { ...base, type: 'strings' };
  if (['string', 'text', 'int', 'money', 'boolean', 'date', 'country'].includes(type)) return { ...base, type: type as FieldSpec['type'] };
  throw new UsageError(`field "${name}": unknown type "${type}"; use one of ${TYPES.join(', ')}`);
}

function parseArguments(argv: string[]) {
  const options: Record<string, string> = {};
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (argument === '--portal' || argument === '--section' || argument === '--area') {
      const value = argv[++index];
      if (!value) throw new UsageError(`${argument} needs a value`);
      options[argument.slice(2)] = value;
    } else if (argument.startsWith('--')) throw new UsageError(`unknown option ${argument}`);
    else rest.push(argument);
  }
  const portal = options.portal ?? 'seller';
  if (portal !== 'seller' && portal !== 'admin') throw new UsageError(`--portal ${portal}: the portals are seller and admin`);
  const section = options.section ?? 'products';
  if (portal === 'seller' && !SELLER_SECTIONS.includes(section))
    throw new UsageError(`--section ${section}: the seller portal's sections are ${SELLER_SECTIONS.join(', ')}`);
  if (portal === 'admin' && options.section) throw new UsageError('--section is for the seller portal; the back office has no sections');
  if (portal === 'seller' && options.area) throw new UsageError('--area is for the back office (--portal admin)');
  const area = options.area;
  if (portal === 'admin' && (!area || !AREAS.includes(area)))
    throw new UsageError(`${area ? `--area ${area}` : 'a back-office resource needs --area'}: the staff areas are ${AREAS.join(', ')}`);
  const [name, ...fieldArguments] = rest;
  if (!name) throw new UsageError('name the resource');
  if (!RESOURCE_NAME.test(name) || name.length > 40)
    throw new UsageError(`"${name}": a resource name is a kebab-case plural of at most 40 characters, like shipping-templates`);
  if (fieldArguments.length === 0) throw new UsageError('give the resource at least one field');
  const fields = fieldArguments.map(parseField);
  const seen = new Set<string>();
  for (const field of fields) {
    const apiNames = field.type === 'money' ? [`${field.name}_minor`, `${field.name}_currency`] : [field.name];
    for (const apiName of apiNames) {
      if (seen.has(apiName)) throw new UsageError(`field "${field.name}" is given twice`);
      seen.add(apiName);
    }
  }
  if (!fields.some((field) => field.type === 'string')) throw new UsageError('give the resource a string field: its records are known by the first one');
  return { name, portal, section, area, fields };
}

type Parsed = ReturnType<typeof parseArguments>;

// ---- names and labels ----

const camel = (text: string) => text.replace(/[-_]([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (text: string) => camel(text).replace(/^[a-z]/, (c) => c.toUpperCase());
const words = (text: string) => text.replace(/[-_]+/g, ' ');
const sentence = (text: string) => words(text).replace(/^[a-z]/, (c) => c.toUpperCase());
function singular(plural: string): string {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(plural)) return plural.replace(/es$/, '');
  if (/s$/.test(plural) && !/ss$/.test(plural)) return plural.replace(/s$/, '');
  return plural;
}
/** A field's label: is_default reads "Default", handling_days "Handling days". */
const fieldLabel = (name: string) => sentence(name.replace(/^(is|has)_/, ''));
const valueLabel = (value: string) => (/^[A-Z0-9_-]+$/.test(value) ? value : sentence(value));
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function entityField(field: FieldSpec): string {
  const options: string[] = [];
  const unit = field.type === 'int' ? unitOf(field.name) : undefined;
  if (unit) options.push(`unit: '${unit}'`);
  if (field.optional) options.push('optional: true');
  const object = options.length > 0 ? `{ ${options.join(', ')} }` : '';
  switch (field.type) {
    case 'enum':
      return `field.enum([${field.values!.map(quote).join(', ')}]${object ? `, ${object}` : ''})`;
    case 'strings':
      return `field.strings(${object})`;
    default:
      return `field.${field.type}(${object})`;
  }
}

function labelsTree(name: string, fields: FieldSpec[]): string {
  const plural = words(name);
  const one = singular(plural);
  const lines = [
    `title: ${quote(sentence(plural))},`,
    // Lower case: the generic pages put it inside sentences ("New {{name}}", "Edit {{name}}").
    `one: ${quote(one)},`,
    `add: ${quote(`New ${one}`)},`,
    `empty: ${quote(`No ${plural} yet`)},`,
    `search: ${quote(`Search ${plural}`)},`,
    `deleteTitle: ${quote(`Delete this ${one}?`)},`,
    `deleteText: ${quote('It is removed for good; this cannot be undone.')},`,
    `fields: {`,
    ...fields.map((field) => `  ${field.name}: ${quote(fieldLabel(field.name))},`),
    `},`,
  ];
  const enums = fields.filter((field) => field.type === 'enum');
  if (enums.length > 0) {
    lines.push('values: {');
    for (const field of enums)
      lines.push(
        `  ${field.name}: { ${field.values!.map((value) => `${/^[A-Za-z_][A-Za-z0-9_]*$/.test(value) ? value : quote(value)}: ${quote(valueLabel(value))}`).join(', ')} },`,
      );
    lines.push('},');
  }
  return lines.map((line) => `    ${line}`).join('\n');
}

/** Values a test can send for each field, and a different value for an edit. */
function sampleValue(field: FieldSpec, variant: 0 | 1): unknown {
  switch (field.type) {
    case 'string':
      return variant === 0 ? `Sample ${fieldLabel(field.name).toLowerCase()}` : `Changed ${fieldLabel(field.name).toLowerCase()}`;
    case 'text':
      return variant === 0 ? 'A longer text that says more about this record.' : 'A longer text, changed.';
    case 'int':
      return variant === 0 ? 5 : 7;
    case 'boolean':
      return variant === 0;
    case 'date':
      return variant === 0 ? '2026-12-01' : '2027-01-15';
    case 'country':
      return variant === 0 ? 'IN' : 'DE';
    case 'enum':
      return field.values![variant % field.values!.length];
    case 'strings':
      return variant === 0 ? ['First', 'Second'] : ['Third'];
    case 'money':
      return undefined;
  }
}
function samplePayload(fields: FieldSpec[], variant: 0 | 1): Payload {
  const payload: Payload = {};
  for (const field of fields) {
    if (field.type === 'money') {
      payload[`${field.name}_minor`] = variant === 0 ? 125_000 : 99_950;
      payload[`${field.name}_currency`] = variant === 0 ? 'USD' : 'EUR';
    } else payload[field.name] = sampleValue(field, variant);
  }
  return payload;
}

// ---- the files ----

function files({ name, portal, section, area, fields }: Parsed): Array<[string, string]> {
  const staff = portal === 'admin';
  /** Its web folder: src/resources/<name>, or the back office's src/admin/resources/<name>. */
  const folder = staff ? `src/admin/resources/${name}` : `src/resources/${name}`;
  const up = staff ? '../../..' : '../..';
  const entityName = camel(name);
  const tableName = `${camel(name)}Table`;
  const recordType = pascal(singular(name));
  const title = sentence(words(name));
  const literal = (value: unknown): string =>
    Array.isArray(value) ? `[${value.map(literal).join(', ')}]` : typeof value === 'string' ? quote(value) : String(value);
  const object = (payload: Payload) =>
    `{\n${Object.entries(payload)
      .map(([key, value]) => `    ${key}: ${literal(value)},`)
      .join('\n')}\n  }`;
  return [
    [
      `src/contract/resources/${name}.ts`,
      `// ${title}: the fields of the resource, declared once. The table, the API's schemas and routes, and the
// seller's list, page and form all follow from this (src/contract/entity.ts).
import { defineEntity, field, type EntityRecord } from '../entity';

export const ${entityName} = defineEntity({
  name: '${name}',
  fields: {
${fields.map((field) => `    ${field.name}: ${entityField(field)},`).join('\n')}
  },
});

export type ${recordType} = EntityRecord<typeof ${entityName}>;
`,
    ],
    [
      `server/db/schema/resources/${name}.ts`,
      `// The table of ${words(name)}, column for column from the entity (server/db/entity-table.ts).
import { ${entityName} } from '../../../../src/contract/resources/${name}';
import { entityTable } from '../../entity-table';

export const ${tableName} = entityTable(${entityName}, '${staff ? 'staff' : 'seller'}');
`,
    ],
    [
      `server/resources/${name}.ts`,
      `${
        staff
          ? `// /v1/admin/${name}: the marketplace's ${words(name)}, kept by the staff of the ${area} area, each change audited (server/lib/entity-crud.ts).`
          : `// /v1/${name}: each seller's own ${words(name)}, list, read, create, edit and delete (server/lib/entity-crud.ts).`
      }
import { ${entityName} } from '../../src/contract/resources/${name}';
import { ${tableName} } from '../db/schema/resources/${name}';
import { defineServerResource } from '../lib/entity-crud';

export default defineServerResource({ entity: ${entityName}, table: ${tableName}, ${staff ? `owner: 'staff', area: '${area}'` : "owner: 'seller'"} });
`,
    ],
    [
      `${folder}/index.ts`,
      `// ${title} in the ${staff ? 'back office' : 'seller portal'}: routes, sidebar entry, list, page and form from the entity
// (src/engine/entity.ts). Override here only what differs.
import { ProfileOutlined } from '@ant-design/icons';
import { ${entityName} } from '${up}/contract/resources/${name}';
import { defineEntityResource } from '${up}/engine/entity';

export default defineEntityResource(${entityName}, { icon: ProfileOutlined, ${staff ? `portal: 'admin', access: { area: '${area}' }` : `section: '${section}'`} });
`,
    ],
    [
      `${folder}/labels.ts`,
      `// The labels of ${words(name)}, under resources.${staff ? `admin-${name}` : name} (src/engine/entity.ts names the keys).
// Hindi and Chinese start as the English text: translate them here.
import { defineLabels } from '${up}/engine/resource-labels';

export default defineLabels({
  en: {
${labelsTree(name, fields)}
  },
  hi: {
${labelsTree(name, fields)}
  },
  zh: {
${labelsTree(name, fields)}
  },
});
`,
    ],
    [
      `tests/api/resources/${name}.test.ts`,
      staff
        ? `// /v1/admin/${name}: the verbs work for the staff of its area and for nobody else (tests/api/resources/entity-matrix.ts).
import { ${entityName} } from '../../../src/contract/resources/${name}';
import { describeStaffEntityApi } from './entity-matrix';

await describeStaffEntityApi(${entityName}, { area: '${area}' }, {
  created: ${object(samplePayload(fields, 0))},
  changed: ${object(samplePayload(fields, 1))},
});
`
        : `// /v1/${name}: the verbs work for the owner and for nobody else (tests/api/resources/entity-matrix.ts).
import { ${entityName} } from '../../../src/contract/resources/${name}';
import { describeEntityApi } from './entity-matrix';

await describeEntityApi(${entityName}, {
  created: ${object(samplePayload(fields, 0))},
  changed: ${object(samplePayload(fields, 1))},
});
`,
    ],
    [
      `tests/unit/resources/${staff ? `admin-${name}` : name}.test.tsx`,
      `// ${title}'s pages in the ${staff ? 'back office' : 'seller portal'}: its sidebar entry, list, page and form (tests/unit/resources/entity-pages.tsx).
import ${entityName} from '../../../${folder}';
import { describeEntityPages } from './entity-pages';

describeEntityPages(${entityName});
`,
    ],
  ];
}

/** Refuses a name that is taken by any file the generator would write, a table, or a declared resource. */
function checkFree(name: string, planned: Array<[string, string]>) {
  for (const [file] of planned) if (existsSync(path.join(ROOT, file))) throw new UsageError(`${file} exists already: "${name}" is taken`);
  for (const folder of [`src/resources/${name}`, `src/admin/resources/${name}`])
    if (existsSync(path.join(ROOT, folder))) throw new UsageError(`${folder} exists already: "${name}" is taken`);
  const table = name.replaceAll('-', '_');
  const schemaFolder = path.join(ROOT, 'server/db/schema');
  for (const file of readdirSync(schemaFolder).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(path.join(schemaFolder, file), 'utf8');
    if (source.includes(`pgTable(\n  '${table}'`) || source.includes(`pgTable('${table}'`)) {
      throw new UsageError(`the table ${table} exists already (server/db/schema/${file})`);
    }
  }
  // An API path of that name, written out or as a scoped resource's path.
  let routes = '';
  try {
    routes = execFileSync('git', ['grep', '-l', '-E', `/v1/(admin/)?${name}['/\`]|path: '(admin/)?${name}'`, '--', 'server'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // git grep answers 1 when nothing matches.
  }
  if (routes) throw new UsageError(`/v1/${name} is served already (${routes.split('\n')[0]})`);
}

function main() {
  let parsed: ReturnType<typeof parseArguments>;
  let planned: Array<[string, string]>;
  try {
    parsed = parseArguments(process.argv.slice(2));
    planned = files(parsed);
    checkFree(parsed.name, planned);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`new:resource: ${error.message}. Nothing was written.\n\n${USAGE}`);
    process.exit(1);
  }
  for (const [file, content] of planned) {
    mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    writeFileSync(path.join(ROOT, file), content);
    console.log(`wrote ${file}`);
  }
  // In the project's one formatting, as `npm test` checks it.
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...planned.map(([file]) => file)], { cwd: ROOT, stdio: 'inherit' });
  // The migration, from the new table against the newest snapshot.
  execFileSync('npx', ['drizzle-kit', 'generate', '--name', parsed.name.replaceAll('-', '_')], { cwd: ROOT, stdio: 'inherit' });
  const folder = parsed.portal === 'admin' ? `src/admin/resources/${parsed.name}` : `src/resources/${parsed.name}`;
  console.log(
    `\n${sentence(words(parsed.name))} is ready: npm start shows it in the ${parsed.portal === 'admin' ? 'back office' : 'seller'} sidebar. Translate the Hindi and Chinese labels in ${folder}/labels.ts.`,
  );
}

main();
