import { diffWords } from 'diff';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import type { AnalysisSnapshot } from './history-model';
import { formatDateTime } from '@/lib/dates';

const describe = (s: AnalysisSnapshot) => `${formatDateTime(s.occurredAt)} (${Math.round(s.healthScore)}%)`;

/** A word-level diff of the page's extracted text between any two analyses (the later one's words inserted). */
export function TextDiff({ snapshots }: { snapshots: AnalysisSnapshot[] }) {
  const withText = snapshots.filter((s) => s.text !== null);
  const [from, setFrom] = useState(String(withText.at(-2)?.version ?? withText[0]?.version ?? ''));
  const [to, setTo] = useState(String(withText.at(-1)?.version ?? ''));
  if (withText.length < 2) {
    return <p className="text-sm text-muted-foreground">Two analyses with the page's text are needed to compare the words.</p>;
  }
  const options = withText.map((s) => ({
    value: String(s.version),
    label: describe(s),
  }));
  const older = withText.find((s) => String(s.version) === from) ?? withText[0];
  const newer = withText.find((s) => String(s.version) === to) ?? withText[withText.length - 1];
  const parts = diffWords(older.text ?? '', newer.text ?? '');
  const changed = parts.some((p) => p.added || p.removed);
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Compare from" value={from} options={options} onChange={setFrom} />
        <SelectField label="Compare to" value={to} options={options} onChange={setTo} />
      </div>
      {changed ? (
        <p aria-label="Text differences" className="max-h-64 overflow-auto whitespace-pre-wrap rounded-md border p-3 text-sm leading-relaxed">
          {parts.map((part, i) =>
            part.added ? (
              <ins key={i} className="bg-green-100 text-green-900 no-underline dark:bg-green-900/40 dark:text-green-100">
                {part.value}
              </ins>
            ) : part.removed ? (
              <del key={i} className="bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100">
                {part.value}
              </del>
            ) : (
              <span key={i}>{part.value}</span>
            ),
          )}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">The page's text is the same in both analyses.</p>
      )}
    </div>
  );
}
