import * as v from 'valibot';

// Paged lists (DESIGN "API conventions"): page from 1, limit -> {items, pagination}.
export const DEFAULT_PAGE_LIMIT = 20; // the unit selector's page size (HC §9); the default is not shown
export const MAX_PAGE_LIMIT = 100;

const positiveInt = (max: number, what: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, `${what} must be a whole number`), v.transform(Number), v.minValue(1, `${what} must be at least 1`), v.maxValue(max, `${what} must be at most ${max}`));

/** Query entries of a searchable paged list: criteria[search], page, limit (strings on the wire). */
export const pagedSearchQuery = {
  'criteria[search]': v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'search must be at most 100 characters')), ''),
  page: v.optional(positiveInt(100000, 'page'), '1'),
  limit: v.optional(positiveInt(MAX_PAGE_LIMIT, 'limit'), String(DEFAULT_PAGE_LIMIT)),
};
export const PagedSearchQuerySchema = v.object(pagedSearchQuery);

export const PaginationSchema = v.object({
  current: v.number(),
  next: v.nullable(v.number()),
  pages: v.number(),
  total: v.number(),
});
export type Pagination = v.InferOutput<typeof PaginationSchema>;

export const pageOf = <T extends v.GenericSchema>(item: T) => v.object({ items: v.array(item), pagination: PaginationSchema });

export function pagination(page: number, limit: number, total: number): Pagination {
  const pages = Math.ceil(total / limit);
  return { current: page, next: page < pages ? page + 1 : null, pages, total };
}
