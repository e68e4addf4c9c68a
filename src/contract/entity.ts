// A plain resource described once, as data: its API name and its fields, each of a kind the whole stack
// knows. From this the server derives its table columns, its zod schemas and its CRUD routes
// (src/contract/entity-schemas.ts, server/lib/entity-crud.ts), and the web app its list columns, show
// facts, form fields and their labels (src/engine/entity.ts). No zod here: the web app reads
// this in the first load of a list, while the schemas load with the form.

/** The messages of the derived schemas (src/contract/entity-schemas.ts), translated like every server message. */
export const entityMessages = {
  required: 'This field is required',
  tooLong: 'This text is too long',
  wholeNumber: 'Enter a whole number',
  outOfRange: 'This number is out of range',
  notListed: 'Choose one of the listed values',
  date: 'Enter a date as YYYY-MM-DD',
  currency: 'Choose a currency from the list',
  tooMany: 'Too many entries',
  yesOrNo: 'Choose yes or no',
  amount: 'Enter an amount of 0 or more',
} as const;

/** A unit Intl.NumberFormat spells out in every language ("5 days", "5 दिन", "5天"). */
export const INT_UNITS = ['day', 'hour', 'week', 'month', 'year', 'kilogram', 'meter', 'percent'] as const;
export type IntUnit = (typeof INT_UNITS)[number];

export type EntityField =
  /** One line of text. */
  | { kind: 'string'; optional: boolean; max: number }
  /** A longer free text (notes, a description). */
  | { kind: 'text'; optional: boolean; max: number }
  | { kind: 'int'; optional: boolean; min: number; max: number; unit?: IntUnit }
  /** An amount in minor units with its currency: the API fields `<name>_minor` and `<name>_currency`. */
  | { kind: 'money'; optional: boolean }
  | { kind: 'boolean'; optional: boolean }
  /** A calendar day, YYYY-MM-DD. */
  | { kind: 'date'; optional: boolean }
  /** An ISO 3166-1 alpha-2 code. */
  | { kind: 'country'; optional: boolean }
  | { kind: 'enum'; optional: boolean; values: readonly [string, ...string[]] }
  /** A list of short texts (carriers, certifications). */
  | { kind: 'strings'; optional: boolean; max: number; itemMax: number };

export type FieldKind = EntityField['kind'];

interface Optional {
  /** The field may be left empty (null); by default it is required. */
  optional?: boolean;
}
/** `true` exactly when the options say `optional: true`. */
type OptionalOf<Options> = Options extends { optional: true } ? true : false;
type Spec<K extends FieldKind, Options, Extra = unknown> = Extract<EntityField, { kind: K }> & { optional: OptionalOf<Options> } & Extra;
const isOptional = (options: Optional): boolean => options.optional === true;

/** How the fields of an entity are written: `field.int({ unit: 'day' })`, `field.string({ optional: true })`… */
export const field = {
  string: <const O extends Optional & { max?: number } = object>(options: O = {} as O) =>
    ({ kind: 'string', optional: isOptional(options), max: options.max ?? 120 }) as Spec<'string', O>,
  text: <const O extends Optional & { max?: number } = object>(options: O = {} as O) =>
    ({ kind: 'text', optional: isOptional(options), max: options.max ?? 2000 }) as Spec<'text', O>,
  int: <const O extends Optional & { min?: number; max?: number; unit?: IntUnit } = object>(options: O = {} as O) =>
    ({
      kind: 'int',
      optional: isOptional(options),
      min: options.min ?? 0,
      max: options.max ?? 1_000_000,
      ...(options.unit ? { unit: options.unit } : {}),
    }) as Spec<'int', O>,
  money: <const O extends Optional = object>(options: O = {} as O) => ({ kind: 'money', optional: isOptional(options) }) as Spec<'money', O>,
  boolean: <const O extends Optional = object>(options: O = {} as O) => ({ kind: 'boolean', optional: isOptional(options) }) as Spec<'boolean', O>,
  date: <const O extends Optional = object>(options: O = {} as O) => ({ kind: 'date', optional: isOptional(options) }) as Spec<'date', O>,
  country: <const O extends Optional = object>(options: O = {} as O) => ({ kind: 'country', optional: isOptional(options) }) as Spec<'country', O>,
  enum: <const V extends readonly [string, ...string[]], const O extends Optional = object>(values: V, options: O = {} as O) =>
    ({ kind: 'enum', optional: isOptional(options), values }) as Spec<'enum', O, { values: V }>,
  strings: <const O extends Optional & { max?: number; itemMax?: number } = object>(options: O = {} as O) =>
    ({ kind: 'strings', optional: isOptional(options), max: options.max ?? 20, itemMax: options.itemMax ?? 60 }) as Spec<'strings', O>,
};

/** API field names are snake_case: lower-case letters and digits, words joined by `_`. */
export const FIELD_NAME = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
/** Resource names are kebab-case plurals: `shipping-templates`. */
export const RESOURCE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Fields every record has, which no entity may declare. */
export const RESERVED_FIELDS = ['id', 'created_at', 'updated_at', 'seller_id', 'owner_id'] as const;

export interface EntityDeclaration<Fields extends Record<string, EntityField> = Record<string, EntityField>> {
  /** The API resource, /v1/<name>, and the label namespace, resources.<name>. */
  name: string;
  fields: Fields;
  /** The field a record is known by (list links, the show page's title); the first string field by default. */
  titleField: keyof Fields & string;
}

export type Entity<Fields extends Record<string, EntityField> = Record<string, EntityField>> = Readonly<EntityDeclaration<Fields>>;

/** Checks the names once, where the entity is declared, so a typo fails at start with the entity's name. */
export function defineEntity<const Fields extends Record<string, EntityField>>(declaration: {
  name: string;
  fields: Fields;
  titleField?: keyof Fields & string;
}): Entity<Fields> {
  const { name, fields } = declaration;
  if (!RESOURCE_NAME.test(name)) throw new Error(`Entity "${name}": a resource name is kebab-case, like shipping-templates`);
  for (const key of Object.keys(fields)) {
    if (!FIELD_NAME.test(key)) throw new Error(`Entity "${name}": field "${key}" is not snake_case`);
    if ((RESERVED_FIELDS as readonly string[]).includes(key)) throw new Error(`Entity "${name}": field "${key}" is kept for every record`);
  }
  const titleField = declaration.titleField ?? (Object.keys(fields).find((key) => fields[key].kind === 'string') as (keyof Fields & string) | undefined);
  if (!titleField) throw new Error(`Entity "${name}": name a titleField (it has no string field)`);
  return Object.freeze({ name, fields, titleField });
}

/** The API fields a declared field stands for: a money field is two. */
export function apiFieldsOf(name: string, spec: EntityField): string[] {
  return spec.kind === 'money' ? [`${name}_minor`, `${name}_currency`] : [name];
}

type Present<F extends EntityField, V> = F['optional'] extends true ? V | null : V;
type ValueOf<F extends EntityField> = F extends { kind: 'int' }
  ? number
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : F extends { kind: 'strings' }
        ? string[]
        : string;
type MoneyKeys<Fields extends Record<string, EntityField>> = { [K in keyof Fields & string]: Fields[K] extends { kind: 'money' } ? K : never }[keyof Fields &
  string];
type PlainKeys<Fields extends Record<string, EntityField>> = Exclude<keyof Fields & string, MoneyKeys<Fields>>;

/** A record as the API answers it. */
export type EntityRecord<E extends Entity> =
  E extends Entity<infer Fields>
    ? { id: string; created_at: string; updated_at: string } & { [K in PlainKeys<Fields>]: Present<Fields[K], ValueOf<Fields[K]>> } & {
        [K in MoneyKeys<Fields> as `${K}_minor`]: Present<Fields[K], number>;
      } & { [K in MoneyKeys<Fields> as `${K}_currency`]: Present<Fields[K], string> }
    : never;
