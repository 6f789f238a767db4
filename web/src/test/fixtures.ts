import { type ContentItem, defaultSchedule, type User } from '@freshwatch/contracts';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    role: 'member',
    workspaceId: 'ws-1',
    workspaceRole: 'owner',
    planType: 'free',
    subscriptionStatus: 'inactive',
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    ...overrides,
  };
}

let n = 0;
/**
 * An item whose last check analysed it, unless `lastCheck` says otherwise: its status and score are then what
 * the screens show (a never-checked item shows 'Not checked yet' instead: pass `lastCheck: null`).
 */
export function anItem(overrides: Partial<ContentItem> = {}): ContentItem {
  n += 1;
  return {
    id: `item-${n}`,
    title: `Item ${n}`,
    url: `https://example.com/item-${n}`,
    contentType: 'page',
    status: 'fresh',
    healthScore: 85,
    lastUpdated: null,
    lastAnalyzed: null,
    createdAt: '2025-01-05T10:00:00.000Z',
    content: null,
    aiPrompt: null,
    checkSchedule: defaultSchedule('manual'),
    nextCheckAt: null,
    analysis: null,
    sourceUrls: [],
    contradiction: null,
    lastCheck: { outcome: 'analysed', at: overrides.lastAnalyzed ?? '2025-01-05T10:00:00.000Z', error: null },
    ...overrides,
  };
}
