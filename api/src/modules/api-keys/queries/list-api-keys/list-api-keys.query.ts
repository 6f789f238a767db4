/** The user's keys, newest first, revoked ones included; never a secret. */
export class ListApiKeysQuery {
  constructor(readonly userId: string) {}
}
