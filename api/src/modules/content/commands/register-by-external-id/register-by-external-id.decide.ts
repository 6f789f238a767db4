import type { CreateContentItemRequest } from '@freshwatch/contracts';
import type { DomainError } from '../../../../shared/domain/domain-error';
import { isDomainError } from '../../../../shared/domain/domain-error';
import { ContentItemState, decideAddSourceUrl, decideEdit, evolveContentItem, NewSourceUrl } from '../../domain/content-item';
import type { ContentItemEdited, ContentItemFields, SourceUrlAdded } from '../../domain/content-item.events';

export interface UpdateByExternalId {
  contentId: string;
  workspaceId: string;
  /** What the request sent; a field left out keeps the item's value. */
  input: Omit<CreateContentItemRequest, 'sourceUrls' | 'externalId'>;
  /** The request's source URLs, with ids ready for those the item does not list yet. */
  sourceUrls: NewSourceUrl[];
}

/**
 * A repeated registration under a held name updates the item: the fields sent replace the item's (an edit that
 * changes nothing records nothing), and source URLs the item does not list yet are added; sources are never
 * removed here, since a plugin that lost track of one must not silently drop what a person added in the web app.
 */
export function decideUpdateByExternalId(command: UpdateByExternalId, state: ContentItemState): (ContentItemEdited | SourceUrlAdded)[] | DomainError {
  const { contentId, workspaceId, input } = command;
  const changes: Partial<ContentItemFields> = {};
  for (const key of ['title', 'url', 'contentType', 'status', 'healthScore', 'lastUpdated', 'content', 'aiPrompt', 'checkSchedule'] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  const edited = decideEdit({ contentId, workspaceId, changes }, state);
  if (isDomainError(edited)) return edited;
  const events: (ContentItemEdited | SourceUrlAdded)[] = [...edited];
  let next = edited.reduce(evolveContentItem, state);
  for (const source of command.sourceUrls) {
    if (next.status === 'active' && next.sourceUrls.includes(source.url)) continue;
    const added = decideAddSourceUrl({ contentId, workspaceId, ...source }, next);
    if (isDomainError(added)) return added;
    events.push(...added);
    next = added.reduce(evolveContentItem, next);
  }
  return events;
}
