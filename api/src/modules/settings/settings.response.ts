import { SETTING_KEYS, type Setting, type SettingKey, type UsageThisMonth } from '@freshwatch/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';

/** OpenAPI classes of a setting (contracts' Setting) and of Usage This Month. */

@DocumentsExactly<Setting>()
export class SettingResponse implements Setting {
  @ApiProperty({ enum: SETTING_KEYS }) key: SettingKey;
  @ApiProperty({ description: 'Always text; the AI key masked (••••1234)' }) value: string;
}

@DocumentsExactly<UsageThisMonth>()
export class UsageThisMonthResponse implements UsageThisMonth {
  @ApiProperty({ example: '2026-03', description: 'The calendar month counted (UTC)' }) month: string;
  @ApiProperty() analysesRun: number;
  @ApiProperty() aiCalls: number;
  @ApiProperty({ description: 'Prompt and completion tokens' }) tokens: number;
  @ApiProperty({ description: 'Rounded to cents; 0 for models without a known price' }) estimatedCostUsd: number;
}
