export { WordPressPluginModule } from './wordpress-plugin.module';
