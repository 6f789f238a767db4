import type { ContentReport, ExportFormat, ReportRange } from '@freshwatch/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

const rangeParams = (range: ReportRange) => `from=${range.from}&to=${range.to}`;

/** The whole Reports screen in one request. */
export const reportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: ['reports', range.from, range.to] as const,
    queryFn: () => api.get<ContentReport>(`/api/reports?${rangeParams(range)}`),
    // Another range keeps the current figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export const reportExportPath = (range: ReportRange, format: ExportFormat) => `/api/reports/export?format=${format}&${rangeParams(range)}`;
