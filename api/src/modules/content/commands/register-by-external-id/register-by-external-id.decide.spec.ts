import { decideExternalId } from '../../domain/external-id';
import { after, given, invisibleItems, registered } from '../../domain/content-item.test-support';
import type { SourceUrlAdded } from '../../domain/content-item.events';
import { decideUpdateByExternalId } from './register-by-external-id.decide';

describe('registering under an externalId', () => {
  const name = { workspaceId: 'w1', externalId: 'https://blog.site-a.test#7', newContentId: 'c2' };

  it('claims a free name for the new item', () => {
    expect(decideExternalId(name, { contentId: null }, false)).toEqual({
      kind: 'create',
      claim: { type: 'ExternalIdClaimed', data: { workspaceId: 'w1', externalId: 'https://blog.site-a.test#7', contentId: 'c2' } },
    });
  });

  it('answers the live item that holds the name', () => {
    expect(decideExternalId(name, { contentId: 'c1' }, true)).toEqual({ kind: 'update', contentId: 'c1' });
  });

  it('lets a new item claim the name of a deleted one', () => {
    expect(decideExternalId(name, { contentId: 'c1' }, false)).toMatchObject({ kind: 'create', claim: { data: { contentId: 'c2' } } });
  });
});

describe('updating the item that holds the name', () => {
  const update = (input: Record<string, unknown>, sourceUrls: { url: string; description: string | null; sourceUrlId: string }[] = []) => ({
    contentId: 'c1',
    workspaceId: 'w1',
    input: input as never,
    sourceUrls,
  });

  it('changes the fields sent, keeps those left out, and records nothing when nothing changed', () => {
    const state = given(registered({ title: 'Old', content: 'Kept' }));
    const decided = decideUpdateByExternalId(update({ title: 'New', url: state.status === 'active' ? state.fields.url : '' }), state);
    expect(decided).toEqual([{ type: 'ContentItemEdited', data: { contentId: 'c1', changes: { title: 'New' } } }]);
    expect(after(state, decided)).toMatchObject({ fields: { title: 'New', content: 'Kept' } });
    expect(decideUpdateByExternalId(update({ title: 'New' }), after(state, decided))).toEqual([]);
  });

  it('adds the sources the item does not list yet and removes none', () => {
    const listed: SourceUrlAdded = { type: 'SourceUrlAdded', data: { contentId: 'c1', sourceUrlId: 's1', url: 'https://a.site-b.test', description: null } };
    const decided = decideUpdateByExternalId(
      update({}, [
        { sourceUrlId: 's2', url: 'https://a.site-b.test', description: null },
        { sourceUrlId: 's3', url: 'https://b.site-b.test', description: 'B' },
      ]),
      given(registered(), listed),
    );
    expect(decided).toEqual([{ type: 'SourceUrlAdded', data: { contentId: 'c1', sourceUrlId: 's3', url: 'https://b.site-b.test', description: 'B' } }]);
  });

  it.each(invisibleItems)('answers %s as not found', (_, state) => {
    expect(decideUpdateByExternalId(update({ title: 'x' }), state)).toMatchObject({ code: 'CONTENT_ITEM_NOT_FOUND' });
  });
});
