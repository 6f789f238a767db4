import { Module } from '@nestjs/common';
import { AddSourceUrlHandler } from './commands/add-source-url/add-source-url.handler';
import { DeleteContentItemHandler } from './commands/delete-content-item/delete-content-item.handler';
import { EditContentItemHandler } from './commands/edit-content-item/edit-content-item.handler';
import { ImportContentItemsHandler } from './commands/import-content-items/import-content-items.handler';
import { RegisterContentItemHandler } from './commands/register-content-item/register-content-item.handler';
import { ContentItemsHttpController } from './content-items.http.controller';
import { GetContentStatsHandler } from './queries/get-content-stats/get-content-stats.handler';
import { GetContentItemHandler, ListContentItemsHandler } from './queries/list-content-items/list-content-items.handler';

@Module({
  controllers: [ContentItemsHttpController],
  providers: [
    RegisterContentItemHandler,
    ImportContentItemsHandler,
    EditContentItemHandler,
    DeleteContentItemHandler,
    AddSourceUrlHandler,
    ListContentItemsHandler,
    GetContentItemHandler,
    GetContentStatsHandler,
  ],
})
export class ContentModule {}
