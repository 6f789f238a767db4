import { Foundation1763800000000 } from './1763800000000-foundation';
import { TasksSettingsApiKeys1763800100000 } from './1763800100000-tasks-settings-api-keys';
import { Analysis1763800200000 } from './1763800200000-analysis';
import { EventHashChain1763800400000 } from './1763800400000-event-hash-chain';
import { EventStoreLocation1764300000000 } from './1764300000000-event-store-location';
import { JobLeases1764400000000 } from './1764400000000-job-leases';
import { RateLimitWindows1764910000000 } from './1764910000000-rate-limit-windows';
import { HashedSessionIds1764910100000 } from './1764910100000-hashed-session-ids';

/** Every migration, oldest first. Listed by hand so that the compiled build and the tests run the same set. */
export const MIGRATIONS = [
  Foundation1763800000000,
  TasksSettingsApiKeys1763800100000,
  Analysis1763800200000,
  EventHashChain1763800400000,
  EventStoreLocation1764300000000,
  JobLeases1764400000000,
  RateLimitWindows1764910000000,
  HashedSessionIds1764910100000,
];
