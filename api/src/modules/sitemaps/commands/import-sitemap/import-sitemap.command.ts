import type { Actor } from '../../../../shared/domain/actor';

/** Registers every page a sitemap (or sitemap index) lists that the workspace does not monitor yet. */
export class ImportSitemapCommand {
  constructor(
    readonly actor: Actor,
    readonly url: string,
  ) {}
}
