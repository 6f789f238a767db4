import { historyActor } from './content-history';

describe('who acted, from the event metadata', () => {
  it.each([
    ['7d2f0a52-0000-4000-8000-000000000001', { kind: 'user', id: '7d2f0a52-0000-4000-8000-000000000001' }],
    ['api-key:9b1c', { kind: 'api_key', id: '9b1c' }],
    ['system:scheduler', { kind: 'scheduler', id: 'scheduler' }],
    ['system:visitor', { kind: 'visitor', id: 'visitor' }],
    ['system:replay-tool', { kind: 'system', id: 'replay-tool' }],
  ])('%s', (actorId, actor) => {
    expect(historyActor(actorId)).toEqual(actor);
  });
});
