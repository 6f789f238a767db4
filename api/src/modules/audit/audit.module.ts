import { Module } from '@nestjs/common';
import { AuditHttpController } from './audit.http.controller';

/** The auditor's checks over the whole event log (each item's history is content's: it owns those streams). */
@Module({ controllers: [AuditHttpController] })
export class AuditModule {}
