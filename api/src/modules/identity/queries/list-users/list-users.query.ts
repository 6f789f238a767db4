/**
 * Users of the installation, oldest first: the administrator's Users screen (every one), or the one just edited
 * (`userId`). Each shows the plan of the workspace the account founded: the plan the administrator assigns there.
 */
export class ListUsersQuery {
  constructor(readonly userId: string | null = null) {}
}
