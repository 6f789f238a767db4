import { givenEvents } from '../../../shared/domain/given-events.test-support';
import type { ContentItemFields, ContentItemRegistered, SourceUrlAdded } from './content-item.events';
import { decideAddSourceUrl, decideDelete, decideEdit, decideRegister, evolveContentItem, initialContentItemState, newContentItemFields } from './content-item';

const fields: ContentItemFields = {
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

/** given: the events so far; when: a decision; then: the events or error it returns. */
const given = givenEvents(evolveContentItem, initialContentItemState);
const registered: ContentItemRegistered = { type: 'ContentItemRegistered', data: { contentId: 'c1', workspaceId: 'w1', ...fields } };

describe('content item decisions', () => {
  it('registers a new item in the actor workspace', () => {
    expect(decideRegister({ contentId: 'c1', workspaceId: 'w1', fields, sourceUrls: [] }, given())).toEqual([registered]);
  });

  it('refuses to register an id twice', () => {
    expect(decideRegister({ contentId: 'c1', workspaceId: 'w1', fields, sourceUrls: [] }, given(registered))).toMatchObject({ code: 'CONTENT_ITEM_EXISTS' });
  });

  it("fills in the defaults for what a new item leaves out, with no schedule of its own (the workspace's applies)", () => {
    expect(newContentItemFields({ title: 'Pricing', url: 'https://site-a.test/pricing' })).toEqual({
      ...fields,
      contentType: 'blog_post',
      checkSchedule: null,
    });
    expect(newContentItemFields({ ...fields, contentType: 'product', status: 'outdated', healthScore: 12, aiPrompt: 'Check prices' })).toEqual({
      ...fields,
      contentType: 'product',
      status: 'outdated',
      healthScore: 12,
      aiPrompt: 'Check prices',
    });
  });

  describe('registering an item with its source URLs', () => {
    const report = { sourceUrlId: 's1', url: 'https://stats.site-b.test/report', description: 'Annual report' };
    const vendor = { sourceUrlId: 's2', url: 'https://vendor.site-c.test/prices', description: null };

    it('records the registration, then one SourceUrlAdded per source in the order given', () => {
      expect(decideRegister({ contentId: 'c1', workspaceId: 'w1', fields, sourceUrls: [vendor, report] }, given())).toEqual([
        registered,
        { type: 'SourceUrlAdded', data: { contentId: 'c1', ...vendor } },
        { type: 'SourceUrlAdded', data: { contentId: 'c1', ...report } },
      ]);
    });

    it('folds into the same state as registering first and adding the sources one by one', () => {
      const together = decideRegister({ contentId: 'c1', workspaceId: 'w1', fields, sourceUrls: [report, vendor] }, given()) as (
        ContentItemRegistered | SourceUrlAdded
      )[];
      const first = decideRegister({ contentId: 'c1', workspaceId: 'w1', fields, sourceUrls: [] }, given()) as ContentItemRegistered[];
      const second = decideAddSourceUrl({ contentId: 'c1', workspaceId: 'w1', ...report }, given(...first)) as SourceUrlAdded[];
      const third = decideAddSourceUrl({ contentId: 'c1', workspaceId: 'w1', ...vendor }, given(...first, ...second)) as SourceUrlAdded[];
      expect(given(...together)).toEqual(given(...first, ...second, ...third));
      expect(given(...together)).toMatchObject({ status: 'active', sourceUrls: [report.url, vendor.url] });
    });

    it('refuses the whole registration when a source URL is listed twice', () => {
      const again = { ...report, sourceUrlId: 's3', description: 'The same page again' };
      expect(decideRegister({ contentId: 'c1', workspaceId: 'w1', fields, sourceUrls: [report, vendor, again] }, given())).toMatchObject({
        code: 'SOURCE_URL_EXISTS',
      });
    });

    it('refuses sources for an id that is already registered, without recording any of them', () => {
      expect(decideRegister({ contentId: 'c1', workspaceId: 'w1', fields, sourceUrls: [report] }, given(registered))).toMatchObject({
        code: 'CONTENT_ITEM_EXISTS',
      });
    });
  });

  it('records only the fields an edit really changes', () => {
    const events = decideEdit(
      { contentId: 'c1', workspaceId: 'w1', changes: { title: 'Pricing', url: 'https://site-a.test/plans', checkSchedule: { type: 'manual' } } },
      given(registered),
    );
    expect(events).toEqual([{ type: 'ContentItemEdited', data: { contentId: 'c1', changes: { url: 'https://site-a.test/plans' } } }]);
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
    expect(decideEdit({ contentId: 'c1', workspaceId: 'w1', changes: { title: 'x' } }, state)).toMatchObject({
      code: 'CONTENT_ITEM_NOT_FOUND',
      kind: 'not_found',
    });
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
    const [added] = decideAddSourceUrl(command, given(registered)) as SourceUrlAdded[];
    expect(added).toEqual({ type: 'SourceUrlAdded', data: { contentId: 'c1', sourceUrlId: 's1', url: command.url, description: 'Annual report' } });
    expect(decideAddSourceUrl({ ...command, sourceUrlId: 's2' }, given(registered, added))).toMatchObject({ code: 'SOURCE_URL_EXISTS', kind: 'conflict' });
  });
});
