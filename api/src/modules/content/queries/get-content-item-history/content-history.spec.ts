import { historyActor } from './content-history';

describe('who acted, from the event metadata', () => {
  const names = {
    people: new Map([['7d2f0a52-0000-4000-8000-000000000001', 'Edith Editor']]),
    apiKeys: new Map([['9b1c', 'Shop site']]),
  };

  it.each([
    ['7d2f0a52-0000-4000-8000-000000000001', { kind: 'user', id: '7d2f0a52-0000-4000-8000-000000000001', name: 'Edith Editor' }],
    ['7d2f0a52-0000-4000-8000-000000000002', { kind: 'user', id: '7d2f0a52-0000-4000-8000-000000000002', name: null }],
    ['api-key:9b1c', { kind: 'api_key', id: '9b1c', name: 'Shop site' }],
    ['api-key:0000', { kind: 'api_key', id: '0000', name: null }],
    ['system:scheduler', { kind: 'scheduler', id: 'scheduler', name: 'Freshwatch' }],
    ['system:visitor', { kind: 'visitor', id: 'visitor', name: 'Freshwatch' }],
    ['system:replay-tool', { kind: 'system', id: 'replay-tool', name: 'Freshwatch' }],
  ])('%s', (actorId, actor) => {
    expect(historyActor(actorId, names)).toEqual(actor);
  });
});
