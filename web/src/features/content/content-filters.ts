import type { ContentItem, ContentStatus, ContentType } from '@freshwatch/contracts';
import { valueFilter } from '@/components/data-table/use-table-filters';

const STATUS_LABELS: Record<ContentStatus, string> = { fresh: 'Fresh', needs_update: 'Needs Update', outdated: 'Outdated' };
/** The type filter offers the three types the brief names. */
const TYPE_LABELS: Partial<Record<ContentType, string>> = { blog_post: 'Blog Post', page: 'Page', product: 'Product' };

/** The content table's search and filters (brief, section 2): title or URL, status, type. */
export const CONTENT_TABLE_FILTERS = {
  searchIn: (item: ContentItem) => [item.title, item.url],
  filters: [
    valueFilter('Status filter', 'All Status', STATUS_LABELS, (item: ContentItem) => item.status),
    valueFilter('Type filter', 'All Types', TYPE_LABELS, (item: ContentItem) => item.contentType),
  ],
};
