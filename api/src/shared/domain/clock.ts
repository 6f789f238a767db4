import { randomUUID } from 'node:crypto';

/** Time and ids come into the domain from here, so that tests can fix them. */
export abstract class Clock {
  abstract now(): Date;
}
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
export abstract class IdGenerator {
  abstract next(): string;
}
export class UuidGenerator extends IdGenerator {
  next(): string {
    return randomUUID();
  }
}
