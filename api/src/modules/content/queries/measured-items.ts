import { UNMEASURED_STANDINGS } from '@freshwatch/contracts';

/**
 * contracts' isMeasured in SQL, over content_items.standing or content_item_counts.standing: the items whose last
 * check analysed them, the only ones counted in a status or averaged (page-state.ts). A literal, so that the
 * planner matches it against the partial index of migration 1764800000000.
 */
export const MEASURED = `standing NOT IN (${UNMEASURED_STANDINGS.map((s) => `'${s}'`).join(', ')})`;
