import type { SourceUrl } from '@freshwatch/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { SourceUrlRow } from './content-form-values';

let nextKey = 1;

/** Source URLs: pages Freshwatch compares the item against, each with an optional note. */
export function SourceUrlsField({ existing, rows, onChange }: { existing: SourceUrl[]; rows: SourceUrlRow[]; onChange: (rows: SourceUrlRow[]) => void }) {
  const update = (key: number, patch: Partial<SourceUrlRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Source URLs (optional)</legend>
      {existing.length > 0 && (
        <ul aria-label="Saved source URLs" className="grid gap-1 text-sm">
          {existing.map((source) => (
            <li key={source.id} className="truncate text-muted-foreground">
              {source.url}
              {source.description && ` — ${source.description}`}
            </li>
          ))}
        </ul>
      )}
      {rows.map((row, index) => (
        <div key={row.key} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto]">
          <Input
            type="url"
            aria-label={`Source URL ${index + 1}`}
            placeholder="https://example.com/reference"
            value={row.url}
            onChange={(e) => update(row.key, { url: e.target.value })}
          />
          <Input
            aria-label={`Source URL ${index + 1} description`}
            placeholder="Description (optional)"
            value={row.description}
            onChange={(e) => update(row.key, { description: e.target.value })}
          />
          <Button variant="ghost" size="icon" aria-label={`Remove source URL ${index + 1}`} onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
            <Trash2 />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => onChange([...rows, { key: nextKey++, url: '', description: '' }])}>
        <Plus aria-hidden />
        Add Source URL
      </Button>
    </fieldset>
  );
}
