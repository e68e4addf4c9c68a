// The declaration of a resource: everything the generic list, form and show pages, the router and
// Refine need to know about it. A resource folder's index.ts calls `defineResource` once.
import type { EnglishGroup } from '../i18n';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import type { FormInstance } from 'antd';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { z } from 'zod';
import type { AdminArea } from '../contract/admin-constants';
import type { Entity, IntUnit } from '../contract/entity';

/** Tag colours from antd's preset palette. */
export type Tone = 'default' | 'success' | 'processing' | 'warning' | 'error' | 'blue' | 'gold' | 'purple' | 'cyan' | 'magenta' | 'volcano' | 'green' | 'red';

export type IconComponent = ComponentType<{ className?: string }>;

/** A closed set of values (a status, a unit, a reason) with the i18n key of each label and a tag colour. */
export interface ValueSet {
  values: readonly string[];
  /** Label key of a value: `${labelPrefix}.${value}`. */
  labelPrefix: string;
  tones?: Readonly<Partial<Record<string, Tone>>>;
}

export interface CellProps<T extends BaseRecord> {
  record: T;
}

/** How a column (or a show-page fact) renders its value. */
export type CellKind<T extends BaseRecord> =
  | { kind: 'text' }
  /** A number, with its unit when it has one ("5 days"). */
  | { kind: 'number'; unit?: IntUnit }
  | { kind: 'enum'; values: ValueSet }
  | { kind: 'boolean' }
  /** A calendar day (YYYY-MM-DD). */
  | { kind: 'date' }
  /** An ISO country code, shown by its name in the reader's language. */
  | { kind: 'country' }
  /** A list of short texts. */
  | { kind: 'list' }
  | { kind: 'relativeTime' }
  | { kind: 'dateTime' }
  | { kind: 'money'; currencyField: keyof T & string }
  | { kind: 'custom'; cell: ComponentType<CellProps<T>> };

export interface ColumnDeclaration<T extends BaseRecord> {
  key: string;
  titleKey: string;
  /** The record field the built-in cells read; also the table's dataIndex. */
  field?: keyof T & string;
  cell?: CellKind<T>;
  /** The API's sort name; a column with one is sortable. */
  sortKey?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** The cell links to the record's page. */
  link?: 'show' | 'edit';
  /** On phones the rows become cards: this column is the card's title, one of its lines, or left out. */
  card?: 'title' | 'line' | 'hidden';
}

/** Filters map to query parameters of the same names in the page URL and in the API call. */
export type FilterDeclaration =
  | { kind: 'search'; placeholderKey: string }
  | { kind: 'select'; field: string; labelKey: string; values: ValueSet; more?: boolean }
  | { kind: 'category'; field: string; labelKey: string; more?: boolean }
  /** An ISO country code, picked with the country picker. */
  | { kind: 'country'; field: string; labelKey: string; more?: boolean }
  /** `${field}_gte` and `${field}_lte`, numbers as typed (a price in major units, 12.5). */
  | { kind: 'range'; field: string; labelKey: string; more?: boolean }
  /** Two day parameters, e.g. created_from and created_to (YYYY-MM-DD). */
  | { kind: 'dateRange'; from: string; to: string; labelKey: string; more?: boolean };

export interface ActionContext {
  /** Refetches the resource's lists and records after a change. */
  refresh: () => Promise<void>;
  /** Navigates (keeps the sidebar state, which the shell carries over). */
  navigate: (path: string) => void;
}

export interface ConfirmDeclaration {
  titleKey: string;
  textKey: string;
  confirmKey: string;
}

/** An action on one record, in a row's menu and in the show page's header. */
export type RecordAction<T extends BaseRecord> = {
  key: string;
  labelKey: string;
  icon?: IconComponent;
  danger?: boolean;
  /** Shown only when this says so (e.g. delete only while pending). */
  visible?: (record: T) => boolean;
} & (
  | { kind: 'edit' }
  | { kind: 'show' }
  | { kind: 'delete'; confirm: ConfirmDeclaration }
  | { kind: 'run'; run: (record: T, context: ActionContext) => Promise<void>; confirm?: ConfirmDeclaration }
);

export interface BulkResult {
  done: string[];
  /** `missing`: server field names the record still lacks (a publish of an incomplete product). */
  failed: Array<{ id: string; name?: string; message: string; missing?: string[] }>;
}

export interface BulkAction {
  key: string;
  labelKey: string;
  icon?: IconComponent;
  danger?: boolean;
  confirm: ConfirmDeclaration;
  run: (ids: string[]) => Promise<BulkResult>;
}

export interface ToolbarProps {
  /** The API filters of what the list shows now (for an export of the same rows). */
  filters: CrudFilter[];
  refresh: () => Promise<void>;
}

export interface ListDeclaration<T extends BaseRecord> {
  columns: ColumnDeclaration<T>[];
  /** Search first, then the two or three main ones; `more: true` puts a filter behind "More filters". */
  filters: FilterDeclaration[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  pageSize?: number;
  rowActions?: RecordAction<T>[];
  bulkActions?: BulkAction[];
  /** Extra buttons beside the primary action (export, import). */
  toolbar?: ComponentType<ToolbarProps>;
  emptyKey: string;
  /** What "Create" says; no create route and no drawer form means no button. */
  createKey?: string;
}

export type WidgetDeclaration =
  | { kind: 'text'; placeholderKey?: string; autoComplete?: string }
  | { kind: 'textarea'; rows?: number; maxLength?: number }
  | { kind: 'number'; min?: number; max?: number; suffixKey?: string; unit?: IntUnit }
  | { kind: 'switch' }
  /** A calendar day; the form holds YYYY-MM-DD. */
  | { kind: 'date' }
  | { kind: 'country' }
  /** An amount the form holds in minor units and shows in major units of the currency in `currencyField`. */
  | { kind: 'money'; currencyField: string }
  /** One of the marketplace's currencies. */
  | { kind: 'currency' }
  | { kind: 'select'; values: ValueSet; allowClear?: boolean }
  /** Several of a closed set (Incoterms, languages). */
  | { kind: 'multiSelect'; values: ValueSet }
  /** A list of short free texts, typed one by one (main products, certifications). */
  | { kind: 'tags'; placeholderKey?: string; max?: number }
  | { kind: 'category'; allowClear?: boolean }
  /** A control of the resource's own (a money box in the record's currency, say). */
  | { kind: 'custom'; component: ComponentType<FieldWidgetProps> };

/** What antd's Form.Item hands its control. */
export interface FieldWidgetProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

export interface FieldDeclaration {
  name: string;
  labelKey: string;
  helpKey?: string;
  widget: WidgetDeclaration;
  /** The contract's schema of this field: its messages are the server's. */
  schema?: z.ZodType;
  /** What the schema checks, from what the form holds (major units → minor units, with the currency at hand). */
  toSchemaValue?: (value: unknown, getFieldValue: (name: string | Array<string | number>) => unknown) => unknown;
  /** Fields whose change re-checks this one (the price when the currency changes). */
  dependencies?: string[];
  /** Shown as required; by default a field whose schema refuses an empty value is. */
  required?: boolean;
  /** Spans both columns. */
  wide?: boolean;
}

export interface FormContextValue<T extends BaseRecord> {
  form: FormInstance;
  mode: 'create' | 'edit';
  record?: T;
  /** Submits with the named submit declaration (e.g. 'draft'); resolves to the saved record's id. */
  submit: (key: string) => Promise<string | undefined>;
  /** Reloads the record (after a change made outside the form, an upload say). */
  reload: () => Promise<void>;
  busy: boolean;
}

export interface FormSectionDeclaration<T extends BaseRecord> {
  key: string;
  titleKey: string;
  descriptionKey?: string;
  fields?: FieldDeclaration[];
  /** A section of its own (a tiers editor, an image manager); it reads the form through props. */
  component?: ComponentType<FormContextValue<T>>;
  /** Shown only when this says so (a new product's opening stock: on create only). */
  visible?: (context: { mode: 'create' | 'edit'; record?: T }) => boolean;
}

export interface SubmitDeclaration<T extends BaseRecord> {
  key: string;
  labelKey: string;
  primary?: boolean;
  visible?: (context: { mode: 'create' | 'edit'; record?: T }) => boolean;
  /** Added to the payload (e.g. status: 'published'). */
  values?: Record<string, unknown>;
  /**
   * Problems to fix before sending, by server field name (publishProblems); shown as a list and on
   * the fields, and nothing is sent.
   */
  check?: (payload: Record<string, unknown>, record: T | undefined) => Record<string, string>;
  /** The i18n key of the heading above that list. */
  checkTitleKey?: string;
  successKey?: string;
}

export interface FormDeclaration<T extends BaseRecord> {
  sections: FormSectionDeclaration<T>[];
  defaults?: Record<string, unknown>;
  /** A record's values as the form holds them (e.g. minor units shown as major units). */
  toForm?: (record: T) => Record<string, unknown>;
  /** The form's values as the API takes them. */
  toPayload?: (values: Record<string, unknown>, record: T | undefined) => Record<string, unknown>;
  /** Checks across fields on every change, by server field name (tier order, duplicates). */
  crossCheck?: (payload: Record<string, unknown>) => Record<string, string>;
  /** Server field names that the form shows under another name, e.g. price_minor → price. */
  fieldAliases?: Readonly<Record<string, string>>;
  /** Buttons of the footer; default one 'Save'. */
  submits?: SubmitDeclaration<T>[];
  /** Where to go after creating: the new record's edit page (to add images, say), its page, or the list. */
  afterCreate?: 'edit' | 'show' | 'list';
  afterEdit?: 'edit' | 'show' | 'list';
  /** How an edit is sent: PATCH by default, PUT for APIs that take the edit that way. */
  updateMethod?: 'patch' | 'put';
}

/** Where a resource's form opens, and the form itself, which loads with the first create or edit. */
export interface FormEntry<T extends BaseRecord> {
  /** Create and edit as pages (the default), or as a drawer over the list. */
  mode?: 'page' | 'drawer';
  /** The declaration lives in a module of its own: its contract schemas and controls stay out of the list's first load. */
  load: () => Promise<FormDeclaration<T>>;
}

export interface ShowSectionProps<T extends BaseRecord> {
  record: T;
  refresh: () => Promise<void>;
}

export interface FactDeclaration<T extends BaseRecord> {
  key: string;
  labelKey: string;
  field?: keyof T & string;
  cell?: CellKind<T>;
}

export interface ShowDeclaration<T extends BaseRecord> {
  /** The field that names the record: its page's title and the name in confirmations. */
  titleField?: keyof T & string;
  /** The name when no one field holds it (a record nested in its details, a company's `company.legal_name`). */
  title?: (record: T) => string;
  subtitle?: ComponentType<CellProps<T>>;
  status?: { field: keyof T & string; values: ValueSet };
  facts: FactDeclaration<T>[];
  /**
   * Above the tabs (a gallery, an adjust-stock form). On wide screens 'aside' sections sit in a column
   * left of the key facts, 'facts' ones under the facts; 'main' (the default) span the page below.
   */
  sections?: Array<{ key: string; titleKey?: string; placement?: 'aside' | 'facts' | 'main'; component: ComponentType<ShowSectionProps<T>> }>;
  tabs?: Array<{ key: string; labelKey: string; component: ComponentType<ShowSectionProps<T>> }>;
  actions?: RecordAction<T>[];
  /** Header controls of the resource's own, beside the actions (an order's status buttons). */
  headerExtra?: ComponentType<ShowSectionProps<T>>;
  /** The record is read from another path than /<resource>/<id> (e.g. orders/<id>/details). */
  detailsPath?: (id: string) => string;
}

export interface RouteDeclaration {
  list: string;
  create?: string;
  /** With `:id`. */
  edit?: string;
  show?: string;
}

/**
 * The resource's entry in its portal's sidebar. The entry's place, its highlight on the resource's other
 * pages and the header titles of all its pages follow from this and the routes; nothing else lists them.
 */
export interface MenuDeclaration {
  /** The sidebar section it sits in, in a portal with sections (the seller's: src/shells/seller/navigation.ts). */
  section?: string;
  /** The entry's label: also the header title of the list and, by default, of the other pages. */
  labelKey: string;
  icon: IconComponent;
  /** Header title of the create page, when it is not the entry's label ("New product"). */
  createTitleKey?: string;
  /** Record pages (edit, show) titled after the whole section ("Products") instead of the entry. */
  recordTitle?: 'entry' | 'section';
  /**
   * The permission the entry is shown to, in a portal whose users hold permissions of their own (the
   * buyer portal: a company role's, ROLE_PERMISSIONS in src/contract/company.ts). The server enforces it.
   */
  permission?: string;
}

/** Back office: the staff area whose roles may use the resource, and the areas of what needs more. */
export interface AccessDeclaration {
  /** Reading it (list, show), and everything else unless `write` or `actions` say otherwise. */
  area: AdminArea;
  /** Creating, editing and deleting. */
  write?: AdminArea;
  /** Actions of their own (a seller's suspension), by the name pages ask Refine's access control about. */
  actions?: Readonly<Record<string, AdminArea>>;
}

export interface PageProps {
  resource: Resource;
}

export interface ResourceDeclaration<T extends BaseRecord> {
  /** The API resource: /v1/<name>. */
  name: string;
  /** i18n keys of the plural and singular names. */
  labelKey: string;
  singularKey: string;
  icon: IconComponent;
  /** The id of a record, when it is not `id` (inventory rows are keyed by product_id). */
  idField?: keyof T & string;
  routes: RouteDeclaration;
  list: ListDeclaration<T>;
  form?: FormEntry<T>;
  show?: ShowDeclaration<T>;
  /** Its entry in the portal's sidebar; a resource without one is reached from other pages only. */
  menu?: MenuDeclaration;
  /** Back-office resources: which staff roles may use it (the server enforces the same areas). */
  access?: AccessDeclaration;
  /**
   * Whether the signed-in user may create, edit and delete its records; the generic pages offer those
   * actions only then. Set by a portal with write rules when it registers its resources (the back office:
   * `access.write` against the staff role); unset, whoever sees the list may. The server enforces the same.
   */
  writable?: () => boolean;
  /** The entity it was declared from (src/engine/entity.ts), when it was. */
  entity?: Entity;
  /** Where the labels of a resource declared from an entity live: resources.<its folder>. */
  labels?: string;
  /** English text groups its pages show beyond the signed-in ones, loaded with its pages (src/i18n, loadEnglish). */
  texts?: readonly EnglishGroup[];
  /** Pages that replace the generic ones, loaded when first shown. */
  pages?: Partial<Record<'list' | 'create' | 'edit' | 'show', LazyExoticComponent<ComponentType<PageProps>>>>;
}

/**
 * A declaration with its record type erased, so that every resource fits one list (the router's, Refine's).
 * Cells and actions still receive the records of their own resource at run time.
 */
export type Resource = ResourceDeclaration<BaseRecord>;

export function defineResource<T extends BaseRecord>(declaration: ResourceDeclaration<T>): Resource {
  return declaration as unknown as Resource;
}

/** The id of a record of `resource`, as a string. */
export function recordId(resource: Resource, record: BaseRecord): string {
  return String(record[resource.idField ?? 'id']);
}

/** What names a record of `resource`: its show declaration's title, else its title field, else its name. */
export function recordTitle(resource: Resource, record: BaseRecord): string {
  const show = resource.show;
  if (show?.title) return show.title(record);
  return String(record[show?.titleField ?? 'name'] ?? '');
}

/** A route pattern with its `:id` filled in. */
export function routeWithId(pattern: string, id: string): string {
  return pattern.replace(':id', encodeURIComponent(id));
}
