import { type ContentStanding, type ContentType, STANDING_LABELS } from '@freshwatch/contracts';
import { serverFilter } from '@/components/data-table/use-paged-list';

/** By the item's state (contracts' page-state.ts): Fresh means checked and fresh; unchecked and failed pages have their own. */
const STATUS_LABELS: Record<ContentStanding, string> = {
  fresh: 'Fresh',
  needs_update: 'Needs Update',
  outdated: 'Outdated',
  not_checked: STANDING_LABELS.not_checked,
  check_failed: STANDING_LABELS.check_failed,
};
/** The type filter offers three of the content types: blog post, page and product. */
const TYPE_LABELS: Partial<Record<ContentType, string>> = { blog_post: 'Blog Post', page: 'Page', product: 'Product' };

/** The content table's filters, applied by the server: status and type. The search looks at title and URL. */
export const CONTENT_TABLE_FILTERS = [
  serverFilter('status', 'Status filter', 'All Status', STATUS_LABELS),
  serverFilter('type', 'Type filter', 'All Types', TYPE_LABELS as Record<string, string>),
];
