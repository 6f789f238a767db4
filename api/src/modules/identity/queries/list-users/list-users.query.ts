/** Every user of the installation, oldest first: the administrator's Users screen. */
export class ListUsersQuery {}
