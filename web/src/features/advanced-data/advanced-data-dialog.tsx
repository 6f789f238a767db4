import { type ContentItem, humanize } from '@freshwatch/contracts';
import type * as React from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AnalysisReport } from '@/features/content/analysis/analysis-report';
import { CheckFailure, ItemStateBadge } from '@/features/content/item-state';
import { CopyButton } from '@/features/plugins/copy-button';
import { useWorkspaceTimeZone } from '@/features/settings/settings-queries';
import { formatDateTime } from '@/lib/dates';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr]">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/** Advanced Data's View: Overview, Analysis, Content and Raw Data (pretty-printed, with Copy). */
export function AdvancedDataDialog({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const raw = JSON.stringify(item, null, 2);
  const timeZone = useWorkspaceTimeZone();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{item.title}</DialogTitle>
          <DialogDescription>Detailed content data and analysis results</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="overview" className="min-w-0">
          <TabsList>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="analysis">Analysis</TabsTrigger>
            <TabsTrigger value="content">Content</TabsTrigger>
            <TabsTrigger value="raw">Raw Data</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <dl className="grid gap-3">
              <Row label="URL">{item.url}</Row>
              <Row label="Content type">
                <span className="capitalize">{humanize(item.contentType)}</span>
              </Row>
              <Row label="Status">
                <div className="grid justify-items-start gap-1">
                  <ItemStateBadge item={item} />
                  <CheckFailure item={item} timeZone={timeZone} />
                </div>
              </Row>
              <Row label="Health score">{item.analysis ? `${Math.round(item.healthScore)}%` : 'Not analyzed'}</Row>
              <Row label="Last analyzed">{formatDateTime(item.lastAnalyzed)}</Row>
              <Row label="Created">{formatDateTime(item.createdAt, 'Unknown')}</Row>
            </dl>
          </TabsContent>
          <TabsContent value="analysis">
            {item.analysis ? (
              <AnalysisReport analysis={item.analysis} />
            ) : (
              <div className="grid gap-1 py-6 text-center">
                <p className="font-medium">No analysis data available</p>
                <p className="text-sm text-muted-foreground">Run content analysis to see detailed insights</p>
              </div>
            )}
          </TabsContent>
          <TabsContent value="content">
            {item.content ? (
              <p className="max-h-96 overflow-auto whitespace-pre-wrap rounded-md border p-3 text-sm">{item.content}</p>
            ) : (
              <p className="py-6 text-center text-sm text-muted-foreground">No content extracted yet</p>
            )}
          </TabsContent>
          <TabsContent value="raw" className="grid gap-2">
            <div className="flex justify-end">
              <CopyButton text={raw} label="Copy raw data" copiedMessage="Raw data copied to clipboard." />
            </div>
            <pre aria-label="Raw data" className="max-h-96 overflow-auto rounded-md bg-muted p-3 text-xs">
              {raw}
            </pre>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
