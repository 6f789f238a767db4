import { Module } from '@nestjs/common';
import { PageFetchers } from './page-fetchers';

/**
 * The guarded outbound fetcher as one provider. Nest builds an imported module once, so every module that imports
 * this one shares the process's link checker and robots.txt cache.
 */
@Module({ providers: [PageFetchers], exports: [PageFetchers] })
export class OutboundModule {}
