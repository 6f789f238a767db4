export class GetCurrentUserQuery {
  constructor(readonly userId: string) {}
}
