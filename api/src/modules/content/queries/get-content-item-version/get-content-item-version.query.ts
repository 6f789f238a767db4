/** The item's version for its ETag, once the read models reflect it; 0 for an item with no events. */
export class GetContentItemVersionQuery {
  constructor(readonly contentId: string) {}
}
