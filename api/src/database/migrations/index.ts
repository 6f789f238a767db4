import { Foundation1763800000000 } from './1763800000000-foundation';

/** Every migration, oldest first. Listed by hand so that the compiled build and the tests run the same set. */
export const MIGRATIONS = [Foundation1763800000000];
