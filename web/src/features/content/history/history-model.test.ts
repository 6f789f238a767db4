import type { HistoryActor } from '@freshwatch/contracts';
import { describe, expect, it } from 'vitest';
import { actorLabel } from './history-model';

describe('actorLabel', () => {
  const you = '11111111-0000-4000-8000-000000000001';
  const other = '33985753-0000-4000-8000-000000000002';

  it.each<[string, HistoryActor, string]>([
    ['you, whatever your name', { kind: 'user', id: you, name: 'Olive Owner' }, 'You'],
    ['another member by name', { kind: 'user', id: other, name: 'Edith Editor' }, 'Edith Editor'],
    ['a member without a name by e-mail, as the API names them', { kind: 'user', id: other, name: 'edith@site-a.test' }, 'edith@site-a.test'],
    ['someone the API no longer knows by the start of their id', { kind: 'user', id: other, name: null }, 'User 33985753'],
    ['an API key by its name', { kind: 'api_key', id: '9b1c7e2f-aaaa', name: 'Shop site' }, 'API key “Shop site”'],
    ['an API key the API no longer knows', { kind: 'api_key', id: '9b1c7e2f-aaaa', name: null }, 'API key 9b1c7e2f'],
    ['a scheduled check as before', { kind: 'scheduler', id: 'scheduler', name: 'Freshwatch' }, 'Scheduled check'],
    ['a visitor trigger as before', { kind: 'visitor', id: 'visitor', name: 'Freshwatch' }, 'Visitor trigger'],
  ])('names %s', (_, actor, label) => {
    expect(actorLabel(actor, you)).toBe(label);
  });
});
