// The store profile's calls: one query for every section (the wizard and the section pages share it)
// and the two saves. The query key is shared so a save shows at once everywhere.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StoreProfile, StoreSection, StoreSectionRecord } from '../contract/store';
import { api, type ApiResult } from '../providers/http';

export const STORE_QUERY_KEY = ['store-profile'] as const;

/** What ErrorState shows: the server's message and status. */
export interface LoadError {
  message: string;
  statusCode: number;
}

export function useStoreProfile() {
  return useQuery<StoreProfile, LoadError>({
    queryKey: STORE_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const result = await api.get<StoreProfile>('store', { toast: false, signal });
      if (!result.success) throw { message: result.message, statusCode: result.status } satisfies LoadError;
      return result.data;
    },
    refetchOnWindowFocus: false,
  });
}

/** Blanks are left out: a draft keeps them as not filled in, and a bank account left blank stays as saved. */
export function storePayload(values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value)) {
      // Rows of the markets editor that were added and left empty.
      const rows = value.filter(
        (item) =>
          item !== undefined && item !== null && !(typeof item === 'object' && Object.values(item).every((v) => v === undefined || v === null || v === '')),
      );
      if (rows.length === 0) continue;
      payload[key] = rows;
      continue;
    }
    payload[key] = typeof value === 'string' ? value.trim() : value;
  }
  return payload;
}

export function saveStoreSection(section: StoreSection, payload: Record<string, unknown>, mode: 'complete' | 'draft'): Promise<ApiResult<StoreSectionRecord>> {
  return api.put<StoreSectionRecord>(`store/${section}${mode === 'draft' ? '/draft' : ''}`, payload, { toast: false });
}

/** Puts a saved section into the cached profile and moves the resume point. */
export function rememberSaved(client: QueryClient, saved: StoreSectionRecord): void {
  client.setQueryData<StoreProfile>(STORE_QUERY_KEY, (profile) => {
    if (!profile) return profile;
    const sections = profile.sections.map((section) => (section.section === saved.section ? saved : section));
    return { sections, next_section: sections.find((section) => !section.complete)?.section ?? null };
  });
}

export { useQueryClient };
