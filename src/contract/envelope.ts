import { z } from 'zod';

/** Pagination block of list responses: page is 1-based. */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  /** Lists sorted by a column every row has: pass as `cursor` to get the next page as an index range. */
  next_cursor: z.string().nullable().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Every /v1 response has this shape (spec section 3, "API envelope"). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  pagination?: Pagination;
  total?: number;
  /** Validation errors, by field name. */
  errors?: Record<string, string>;
}

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    data,
  });

export const listEnvelopeOf = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    data: z.array(item),
    pagination: paginationSchema,
    total: z.number().int(),
  });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** Query parameters every list endpoint accepts (DESIGN.md, conventions). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
