import type { Actor } from '../../../../shared/domain/actor';

/**
 * Registers one page per entry of `urls` (the Import Content URLs dialog, a sitemap), each as an item of its own.
 * `lastUpdated` gives an entry's last-updated date where its source knows one (a sitemap's <lastmod>). With
 * `analyse`, the created pages are analysed right away as one analysis job; a sitemap import, which imports in
 * chunks, turns it off and asks for one job over all its chunks itself.
 */
export class ImportContentItemsCommand {
  constructor(
    readonly actor: Actor,
    readonly urls: string[],
    readonly lastUpdated: ReadonlyMap<string, string> = new Map(),
    readonly analyse: boolean = true,
  ) {}
}
