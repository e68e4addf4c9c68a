// Refine's data provider over /v1 (DESIGN.md, conventions): `/v1/<resource>` for lists and creation,
// `/v1/<resource>/<id>` for one item; lists take page, limit, sort, order, q and field filters.
// Every call goes through the HTTP client with toast off, because Refine reports errors through the
// notification provider; the client's own retry is the only one.
import type {
  BaseKey,
  BaseRecord,
  CreateParams,
  CrudFilter,
  CrudSort,
  CustomParams,
  DataProvider,
  DeleteOneParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  HttpError,
  MetaQuery,
  Pagination as RefinePagination,
  UpdateParams,
} from '@refinedev/core';
import { api, type ApiResult, type CallOptions, type HttpClient, type QueryValue } from './http';

type Query = Record<string, QueryValue>;

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const scalar = (value: unknown): string | number => (typeof value === 'number' ? value : String(value));

function addFilter(query: Query, filter: CrudFilter): void {
  if (!('field' in filter)) {
    // The API has no OR between filters; an 'or' group is left out rather than read as AND.
    if (filter.operator === 'and') for (const inner of filter.value) addFilter(query, inner);
    return;
  }

  const { field, operator, value } = filter;
  if (operator === 'between') {
    const [from, to] = Array.isArray(value) ? value : [];
    if (!isEmpty(from)) query[`${field}_gte`] = scalar(from);
    if (!isEmpty(to)) query[`${field}_lte`] = scalar(to);
    return;
  }
  if (isEmpty(value)) return;
  // A search box is a filter on 'q'; 'contains' on a field is the server's text search too.
  if (field === 'q' || operator === 'contains') {
    query.q = String(value);
    return;
  }
  switch (operator) {
    case 'eq':
      query[field] = scalar(value);
      return;
    case 'in':
      query[field] = (Array.isArray(value) ? value : [value]).map(scalar);
      return;
    default:
      // gte → field_gte, lte → field_lte; the other operators follow the same pattern.
      query[`${field}_${operator}`] = Array.isArray(value) ? value.map(scalar) : scalar(value);
  }
}

/** The list query string: pagination, the first sorter and the filters. */
export function listQuery(pagination?: RefinePagination, sorters?: CrudSort[], filters?: CrudFilter[]): Query {
  const query: Query = {};
  const { currentPage = 1, pageSize = 10, mode = 'server' } = pagination ?? {};
  // 'client' and 'off' mean Refine wants the whole list, so no page is asked for.
  if (mode === 'server') {
    query.page = currentPage;
    query.limit = pageSize;
  }
  const sorter = sorters?.[0];
  if (sorter) {
    query.sort = sorter.field;
    query.order = sorter.order;
  }
  for (const filter of filters ?? []) addFilter(query, filter);
  return query;
}

const itemPath = (resource: string, id: BaseKey) => `${resource}/${encodeURIComponent(String(id))}`;

/** Failures become Refine HTTP errors; `errors` (field → message) is what forms show. */
function unwrap<T>(result: ApiResult<T>): Extract<ApiResult<T>, { success: true }> {
  if (result.success) return result;
  const error: HttpError = { message: result.message, statusCode: result.status };
  if (result.errors) error.errors = result.errors;
  throw error;
}

const callOptions = (meta?: MetaQuery, query?: Query, headers?: Record<string, string>): CallOptions => ({
  toast: false,
  signal: meta?.queryContext?.signal,
  ...(query ? { query } : {}),
  ...(headers ? { headers } : {}),
});

/** A custom call's URL as a path under /v1: "/v1/x", "x" and an absolute URL ending in /v1/x all give "x". */
function customPath(url: string): string {
  let path = url;
  try {
    if (/^https?:\/\//i.test(url)) {
      const parsed = new URL(url);
      path = parsed.pathname + parsed.search;
    }
  } catch {
    // Not a URL: use it as a path.
  }
  return path.replace(/^\/+/, '').replace(/^v1(\/|$)/, '');
}

function toQuery(value: unknown): Query {
  const query: Query = {};
  if (typeof value !== 'object' || value === null) return query;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === null) continue;
    if (Array.isArray(item)) query[key] = item.map(scalar);
    else if (typeof item === 'boolean' || typeof item === 'number') query[key] = item;
    else query[key] = String(item);
  }
  return query;
}

export function createDataProvider(client: HttpClient = api): DataProvider {
  return {
    getApiUrl: () => '/v1',

    async getList<TData extends BaseRecord = BaseRecord>({ resource, pagination, sorters, filters, meta }: GetListParams) {
      const result = unwrap(await client.get<TData[]>(resource, callOptions(meta, listQuery(pagination, sorters, filters))));
      const data = Array.isArray(result.data) ? result.data : [];
      return { data, total: result.total ?? data.length };
    },

    async getOne<TData extends BaseRecord = BaseRecord>({ resource, id, meta }: GetOneParams) {
      const result = unwrap(await client.get<TData>(itemPath(resource, id), callOptions(meta)));
      return { data: result.data };
    },

    async getMany<TData extends BaseRecord = BaseRecord>({ resource, ids, meta }: GetManyParams) {
      const result = unwrap(await client.get<TData[]>(resource, callOptions(meta, { ids: ids.map(scalar) })));
      return { data: Array.isArray(result.data) ? result.data : [] };
    },

    async create<TData extends BaseRecord = BaseRecord, TVariables = unknown>({ resource, variables, meta }: CreateParams<TVariables>) {
      const result = unwrap(await client.post<TData>(resource, variables, callOptions(meta)));
      return { data: result.data };
    },

    async update<TData extends BaseRecord = BaseRecord, TVariables = unknown>({ resource, id, variables, meta }: UpdateParams<TVariables>) {
      const send = meta?.method === 'put' ? client.put : client.patch;
      const result = unwrap(await send<TData>(itemPath(resource, id), variables, callOptions(meta)));
      return { data: result.data };
    },

    async deleteOne<TData extends BaseRecord = BaseRecord, TVariables = unknown>({ resource, id, variables, meta }: DeleteOneParams<TVariables>) {
      const result = unwrap(await client.del<TData>(itemPath(resource, id), variables, callOptions(meta)));
      return { data: result.data };
    },

    async custom<TData extends BaseRecord = BaseRecord, TQuery = unknown, TPayload = unknown>({
      url,
      method,
      payload,
      query,
      headers,
      sorters,
      filters,
      meta,
    }: CustomParams<TQuery, TPayload>) {
      const path = customPath(url);
      const fullQuery: Query = { ...toQuery(query), ...(sorters || filters ? listQuery({ mode: 'off' }, sorters, filters) : {}) };
      const options = callOptions(meta, Object.keys(fullQuery).length ? fullQuery : undefined, headers as Record<string, string> | undefined);
      let result: ApiResult<TData>;
      switch (method) {
        case 'post':
          result = payload instanceof FormData ? await client.postForm<TData>(path, payload, options) : await client.post<TData>(path, payload, options);
          break;
        case 'put':
          result = await client.put<TData>(path, payload, options);
          break;
        case 'patch':
          result = await client.patch<TData>(path, payload, options);
          break;
        case 'delete':
          result = await client.del<TData>(path, payload, options);
          break;
        default:
          // get, and head/options which the API answers like a GET.
          result = await client.get<TData>(path, options);
      }
      return { data: unwrap(result).data };
    },
  };
}

export const dataProvider = createDataProvider();
