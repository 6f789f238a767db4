import type { Actor } from '../../../../shared/domain/actor';

/** Registers one page per entry of `urls` (the Import Content URLs dialog), each as an item of its own. */
export class ImportContentItemsCommand {
  constructor(
    readonly actor: Actor,
    readonly urls: string[],
  ) {}
}
