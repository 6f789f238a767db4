export class SignUpCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly firstName: string | null,
    readonly lastName: string | null,
  ) {}
}
