import type { Actor } from '../../../../shared/domain/actor';

/**
 * Asks for the analysis of pages an import has just created, answering the analysis job's id. Content sends it
 * and the analysis module handles it (as one bulk analysis): content cannot depend on analysis, which depends on
 * content, so the request is defined here and answered there.
 */
export class AnalyseImportedItemsCommand {
  constructor(
    readonly actor: Actor,
    readonly contentIds: string[],
  ) {}
}
