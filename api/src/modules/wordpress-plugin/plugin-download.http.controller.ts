import { Controller, Get, Inject, NotFoundException, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { ApiErrors } from '../../shared/http/openapi';
import { PLUGIN_ZIP_NAME, zipPlugin } from './plugin-zip';
import { Requires } from '../identity';

@ApiTags('wordpress-plugin')
@ApiErrors(401)
@Controller()
export class PluginDownloadHttpController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Requires('workspace:read')
  @Get('plugin/download')
  @ApiOperation({ summary: 'The WordPress plugin as a ZIP to upload under Plugins → Add New → Upload Plugin, built from plugin/freshwatch at each request' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: PLUGIN_ZIP_NAME, content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404)
  download(): StreamableFile {
    const zip = zipPlugin(this.config.pluginDir);
    if (zip === null) throw new NotFoundException('The WordPress plugin is not available on this server (its folder is missing).');
    return new StreamableFile(zip, { type: 'application/zip', disposition: `attachment; filename="${PLUGIN_ZIP_NAME}"` });
  }
}
