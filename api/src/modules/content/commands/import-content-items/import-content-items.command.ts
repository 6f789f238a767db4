import type { Actor } from '../../../../shared/domain/actor';

/**
 * Registers one page per entry of `urls` (the Import Content URLs dialog, a sitemap), each as an item of its own.
 * `lastUpdated` gives an entry's last-updated date where its source knows one (a sitemap's <lastmod>).
 */
export class ImportContentItemsCommand {
  constructor(
    readonly actor: Actor,
    readonly urls: string[],
    readonly lastUpdated: ReadonlyMap<string, string> = new Map(),
  ) {}
}
