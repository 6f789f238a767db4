import { givenEvents } from '../../../shared/domain/given-events.test-support';
import { ContentItemState, evolveContentItem, initialContentItemState } from './content-item';
import type { ContentItemFields, ContentItemRegistered } from './content-item.events';

/** Given/when/then helpers for the content item's decisions (tests only; not part of the build). */

export const fields: ContentItemFields = {
  title: 'Pricing',
  url: 'https://site-a.test/pricing',
  contentType: 'page',
  status: 'fresh',
  healthScore: 0,
  lastUpdated: null,
  content: null,
  aiPrompt: null,
  checkSchedule: { type: 'manual' },
};

export const registered = (overrides: Partial<ContentItemFields> = {}): ContentItemRegistered => ({
  type: 'ContentItemRegistered',
  data: { contentId: 'c1', workspaceId: 'w1', ...fields, ...overrides },
});

/** given: the events so far; when: a decision; then: the events or error it returns. */
export const given = givenEvents(evolveContentItem, initialContentItemState);

/** Decides, then folds the decided events in: the state the next command sees. */
export function after(state: ContentItemState, decided: unknown): ContentItemState {
  if (!Array.isArray(decided)) throw new Error(`expected events, got ${JSON.stringify(decided)}`);
  return decided.reduce(evolveContentItem, state);
}

/** The states in which an item cannot be acted on: each must answer as not found. */
export const invisibleItems: [string, ContentItemState][] = [
  ['a missing item', given()],
  ["another workspace's item", given({ ...registered(), data: { ...registered().data, workspaceId: 'w2' } })],
  ['a deleted item', given(registered(), { type: 'ContentItemDeleted', data: { contentId: 'c1' } })],
];
