import type { ContentItem, ContentStatus, ContentType } from '@freshwatch/contracts';

/** The content table's filters (brief, section 2): the type filter offers the three types the brief names. */
export const STATUS_FILTERS = ['all', 'fresh', 'needs_update', 'outdated'] as const satisfies readonly ('all' | ContentStatus)[];
export const TYPE_FILTERS = ['all', 'blog_post', 'page', 'product'] as const satisfies readonly ('all' | ContentType)[];

export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type TypeFilter = (typeof TYPE_FILTERS)[number];

export interface ContentFilters {
  search: string;
  status: StatusFilter;
  type: TypeFilter;
}

export const NO_FILTERS: ContentFilters = { search: '', status: 'all', type: 'all' };

/** Title or URL contains the search text (ignoring case), and status and type match when chosen. */
export function filterContentItems(items: ContentItem[], { search, status, type }: ContentFilters): ContentItem[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (!needle || item.title.toLowerCase().includes(needle) || item.url.toLowerCase().includes(needle)) &&
      (status === 'all' || item.status === status) &&
      (type === 'all' || item.contentType === type),
  );
}
