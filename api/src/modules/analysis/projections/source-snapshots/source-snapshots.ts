import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SourceSnapshotRow } from './source-snapshot.entity';

export interface SourceSnapshot {
  url: string;
  fingerprint: string;
  text: string;
}

/** The latest snapshot of each of an item's sources, by source URL id. */
@Injectable()
export class SourceSnapshots {
  constructor(private readonly dataSource: DataSource) {}

  async forItem(contentId: string): Promise<Map<string, SourceSnapshot>> {
    const rows = await this.dataSource
      .getRepository(SourceSnapshotRow)
      .find({ where: { contentId }, select: { id: true, url: true, fingerprint: true, text: true } });
    return new Map(rows.map((row) => [row.id, { url: row.url, fingerprint: row.fingerprint, text: row.text }]));
  }
}
