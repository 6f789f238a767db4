import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { MarkNotificationsReadCommand } from './mark-notifications-read.command';

/** Read marks belong to the delivery log (a table of what was sent), not to the event log. */
@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand, void> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, ids }: MarkNotificationsReadCommand): Promise<void> {
    await this.dataSource.query(
      `UPDATE notifications SET read_at = now() WHERE workspace_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))`,
      [workspaceId, ids],
    );
  }
}
