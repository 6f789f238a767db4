import { type Analysis, type ContentItem, describeSchedule, humanize } from '@freshwatch/contracts';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/utils';
import { HealthBar, StatusBadge } from './content-badges';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

export function ViewContentDialog({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{item.title}</DialogTitle>
          <DialogDescription>Content details</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3">
          <Row label="URL">
            <a href={item.url} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
              {item.url}
            </a>
          </Row>
          <Row label="Type">
            <span className="capitalize">{humanize(item.contentType)}</span>
          </Row>
          <Row label="Status">
            <StatusBadge status={item.status} />
          </Row>
          <Row label="Health score">
            <HealthBar score={item.healthScore} />
          </Row>
          <Row label="Check schedule">{describeSchedule(item.checkSchedule)}</Row>
          <Row label="Last analyzed">{formatDate(item.lastAnalyzed)}</Row>
          <Row label="AI prompt">{item.aiPrompt || <span className="text-muted-foreground">None</span>}</Row>
          <Row label="Source URLs">
            {item.sourceUrls.length === 0 ? (
              <span className="text-muted-foreground">None</span>
            ) : (
              <ul className="grid gap-1">
                {item.sourceUrls.map((source) => (
                  <li key={source.id}>
                    <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
                      {source.url}
                    </a>
                    {source.description && <span className="text-muted-foreground"> — {source.description}</span>}
                  </li>
                ))}
              </ul>
            )}
          </Row>
        </dl>
        <section aria-labelledby="latest-analysis" className="grid gap-3 border-t pt-4">
          <h3 id="latest-analysis" className="font-semibold">
            Latest analysis
          </h3>
          {item.analysis ? <AnalysisSummary analysis={item.analysis} /> : <p className="text-sm text-muted-foreground">No analysis yet</p>}
        </section>
      </DialogContent>
    </Dialog>
  );
}

function AnalysisSummary({ analysis }: { analysis: Analysis }) {
  const scores = [
    ['Health', analysis.healthScore],
    ['Freshness', analysis.freshness],
    ['SEO', analysis.seoScore],
    ['Readability', analysis.readability],
  ] as const;
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {scores.map(([label, score]) => (
          <div key={label} className="rounded-md border p-2 text-center">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold">{Math.round(score)}%</dd>
          </div>
        ))}
      </dl>
      {analysis.summary && <p>{analysis.summary}</p>}
      {analysis.issues.length > 0 && (
        <div>
          <h4 className="mb-1 font-medium">Issues</h4>
          <ul className="grid gap-1">
            {analysis.issues.map((issue, index) => (
              <li key={index} className="flex items-start gap-2">
                <Badge variant={issue.severity === 'error' ? 'destructive' : 'secondary'}>{issue.severity}</Badge>
                {issue.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {analysis.recommendations.length > 0 && (
        <div>
          <h4 className="mb-1 font-medium">Recommendations</h4>
          <ul className="grid gap-1">
            {analysis.recommendations.map((rec, index) => (
              <li key={index} className="flex items-start gap-2">
                <Badge variant={rec.priority === 'high' ? 'destructive' : 'outline'}>{rec.priority}</Badge>
                {rec.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
