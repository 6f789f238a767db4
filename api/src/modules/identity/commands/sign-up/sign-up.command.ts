export class SignUpCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly firstName: string | null,
    readonly lastName: string | null,
    /** The browser's IANA zone, already validated; the new workspace's time zone. */
    readonly timeZone: string | null = null,
  ) {}
}
