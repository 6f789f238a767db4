import { Module } from '@nestjs/common';
import { PluginDownloadHttpController } from './plugin-download.http.controller';

/** What the service offers the WordPress plugin beyond the content API: the plugin itself, to download. */
@Module({ controllers: [PluginDownloadHttpController] })
export class WordPressPluginModule {}
