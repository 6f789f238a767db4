import type { ContentStatus, ContentType } from '@freshwatch/contracts';
import { serverFilter } from '@/components/data-table/use-paged-list';

const STATUS_LABELS: Record<ContentStatus, string> = { fresh: 'Fresh', needs_update: 'Needs Update', outdated: 'Outdated' };
/** The type filter offers three of the content types: blog post, page and product. */
const TYPE_LABELS: Partial<Record<ContentType, string>> = { blog_post: 'Blog Post', page: 'Page', product: 'Product' };

/** The content table's filters, applied by the server: status and type. The search looks at title and URL. */
export const CONTENT_TABLE_FILTERS = [
  serverFilter('status', 'Status filter', 'All Status', STATUS_LABELS),
  serverFilter('type', 'Type filter', 'All Types', TYPE_LABELS as Record<string, string>),
];
