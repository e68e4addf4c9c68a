// The back office's calls that are not plain list/show reads: decisions posted to /v1/admin/...
import { api, type ApiResult } from '../../providers/http';

/**
 * A decision: the server's message as a toast either way (translated), field errors returned to the
 * dialog that sent it. Lists and records are refreshed by the caller.
 */
export function decide<T = unknown>(path: string, body: Record<string, unknown> = {}, method: 'post' | 'put' = 'post'): Promise<ApiResult<T>> {
  const send = method === 'put' ? api.put : api.post;
  return send<T>(path, body, { successToast: true });
}

export const adminPath = (...parts: string[]): string => ['admin', ...parts.map((part) => encodeURIComponent(part))].join('/');
