export { SitemapsModule } from './sitemaps.module';
