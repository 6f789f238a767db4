import type { ContentReport, ExportFormat, ReportRange } from '@freshwatch/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { asOfParam } from '@/features/audit/as-of-picker';
import { api } from '@/lib/api';

/** The range, and the picked 'As of' day when there is one (null: now). */
const reportParams = (range: ReportRange, asOf: string | null) => [`from=${range.from}&to=${range.to}`, asOfParam(asOf)].filter(Boolean).join('&');

/** The whole Reports screen in one request; with an 'As of' day, the report as it stood when that day ended. */
export const reportQueryOptions = (range: ReportRange, asOf: string | null = null) =>
  queryOptions({
    queryKey: ['reports', range.from, range.to, asOf] as const,
    queryFn: () => api.get<ContentReport>(`/api/reports?${reportParams(range, asOf)}`),
    // Another range keeps the current figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export const reportExportPath = (range: ReportRange, format: ExportFormat, asOf: string | null = null) =>
  `/api/reports/export?format=${format}&${reportParams(range, asOf)}`;
