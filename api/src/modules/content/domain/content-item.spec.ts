import type { ContentItemFields } from './content-item.events';
import {
  ContentItemState,
  decideAddSourceUrl,
  decideDelete,
  decideEdit,
  decideRegister,
  evolveContentItem,
  initialContentItemState,
} from './content-item';

const fields: ContentItemFields = {
  title: 'Pricing',
  url: 'https://example.com/pricing',
  contentType: 'page',
  status: 'fresh',
  healthScore: 0,
  lastUpdated: null,
  content: null,
  aiPrompt: null,
  checkSchedule: { type: 'manual' },
};

/** given: the events so far; when: a decision; then: the events or error it returns. */
function given(...events: any[]): ContentItemState {
  return events.reduce(evolveContentItem, initialContentItemState);
}
const registered = { type: 'ContentItemRegistered', data: { contentId: 'c1', workspaceId: 'w1', ...fields } };

describe('content item decisions', () => {
  it('registers a new item in the actor workspace', () => {
    expect(decideRegister({ contentId: 'c1', workspaceId: 'w1', fields }, given())).toEqual([registered]);
  });

  it('refuses to register an id twice', () => {
    expect(decideRegister({ contentId: 'c1', workspaceId: 'w1', fields }, given(registered))).toMatchObject({ code: 'CONTENT_ITEM_EXISTS' });
  });

  it('records only the fields an edit really changes', () => {
    const events = decideEdit({ contentId: 'c1', workspaceId: 'w1', changes: { title: 'Pricing', url: 'https://example.com/plans', checkSchedule: { type: 'manual' } } }, given(registered));
    expect(events).toEqual([{ type: 'ContentItemEdited', data: { contentId: 'c1', changes: { url: 'https://example.com/plans' } } }]);
  });

  it('records nothing for an edit that changes nothing', () => {
    expect(decideEdit({ contentId: 'c1', workspaceId: 'w1', changes: { title: 'Pricing' } }, given(registered))).toEqual([]);
  });

  it('folds edits into the state', () => {
    const state = given(registered, { type: 'ContentItemEdited', data: { contentId: 'c1', changes: { title: 'Plans' } } });
    expect(state).toMatchObject({ status: 'active', fields: { title: 'Plans', url: fields.url } });
  });

  it.each([
    ['a missing item', given()],
    ["another workspace's item", given({ ...registered, data: { ...registered.data, workspaceId: 'w2' } })],
    ['a deleted item', given(registered, { type: 'ContentItemDeleted', data: { contentId: 'c1' } })],
  ])('answers %s as not found, for edit, delete and source URLs', (_, state) => {
    expect(decideEdit({ contentId: 'c1', workspaceId: 'w1', changes: { title: 'x' } }, state)).toMatchObject({ code: 'CONTENT_ITEM_NOT_FOUND', kind: 'not_found' });
    expect(decideDelete({ contentId: 'c1', workspaceId: 'w1' }, state)).toMatchObject({ code: 'CONTENT_ITEM_NOT_FOUND' });
    expect(decideAddSourceUrl({ contentId: 'c1', workspaceId: 'w1', sourceUrlId: 's1', url: 'https://a.example', description: null }, state)).toMatchObject({
      code: 'CONTENT_ITEM_NOT_FOUND',
    });
  });

  it('deletes an item once', () => {
    expect(decideDelete({ contentId: 'c1', workspaceId: 'w1' }, given(registered))).toEqual([{ type: 'ContentItemDeleted', data: { contentId: 'c1' } }]);
  });

  it('adds a source URL, and refuses the same URL twice', () => {
    const command = { contentId: 'c1', workspaceId: 'w1', sourceUrlId: 's1', url: 'https://source.example/report', description: 'Annual report' };
    const [added] = decideAddSourceUrl(command, given(registered)) as any[];
    expect(added).toEqual({ type: 'SourceUrlAdded', data: { contentId: 'c1', sourceUrlId: 's1', url: command.url, description: 'Annual report' } });
    expect(decideAddSourceUrl({ ...command, sourceUrlId: 's2' }, given(registered, added))).toMatchObject({ code: 'SOURCE_URL_EXISTS', kind: 'conflict' });
  });
});
