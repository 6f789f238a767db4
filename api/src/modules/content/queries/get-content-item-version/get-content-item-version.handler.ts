import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentStream } from '../../domain/content-item.events';
import { GetContentItemVersionQuery } from './get-content-item-version.query';

/** Read before the item itself, so that the item read is at least as new as the ETag (see settledVersion). */
@QueryHandler(GetContentItemVersionQuery)
export class GetContentItemVersionHandler implements IQueryHandler<GetContentItemVersionQuery, number> {
  constructor(private readonly executor: StreamExecutor) {}

  execute({ contentId }: GetContentItemVersionQuery): Promise<number> {
    return this.executor.settledVersion(contentStream(contentId));
  }
}
