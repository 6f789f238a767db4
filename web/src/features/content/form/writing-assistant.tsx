import type { AiSuggestion } from '@freshwatch/contracts';
import { Copy, Loader2, Sparkles, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { OpenSuggestions } from './use-writing-assistant';

/** The 'Suggest' button beside a field; `name` completes its accessible name ('Suggest title'). */
export function SuggestButton({ name, pending, disabled, onClick }: { name: string; pending: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-xs"
      aria-label={`Suggest ${name}`}
      title="AI writing assistant: select part of the text to get suggestions for that part only"
      disabled={disabled}
      onClick={onClick}
    >
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
      Suggest
    </Button>
  );
}

/** The suggestions for one field, below it: each with its kind, the text, why, and Apply / Copy. */
export function SuggestionsPanel({
  name,
  open,
  onApply,
  onCopy,
  onClose,
}: {
  name: string;
  open: OpenSuggestions;
  onApply: (suggestion: AiSuggestion) => void;
  onCopy: (suggestion: AiSuggestion) => void;
  onClose: () => void;
}) {
  return (
    <div role="region" aria-label={`AI suggestions for ${name}`} className="grid gap-2 rounded-md border bg-muted/40 p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <Sparkles className="h-4 w-4 text-primary" aria-hidden />
          {open.selection ? 'Suggestions for the selected text' : 'Suggestions'}
        </p>
        <Button variant="ghost" size="icon" className="h-7 w-7" aria-label="Close suggestions" onClick={onClose}>
          <X />
        </Button>
      </div>
      {open.suggestions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No suggestions for this text.</p>
      ) : (
        <ul className="grid gap-2">
          {open.suggestions.map((suggestion, index) => (
            <li key={index} aria-label={`Suggestion ${index + 1}`} className="grid gap-1.5 rounded-md border bg-background p-2.5">
              <div>
                <Badge variant="outline">{suggestion.type}</Badge>
              </div>
              <p className="whitespace-pre-wrap text-sm">{suggestion.suggestion}</p>
              {suggestion.explanation && <p className="text-xs text-muted-foreground">{suggestion.explanation}</p>}
              <div className="flex gap-2">
                <Button size="sm" className="h-7 px-2 text-xs" onClick={() => onApply(suggestion)}>
                  Apply
                </Button>
                <Button size="sm" variant="outline" className="h-7 px-2 text-xs" onClick={() => onCopy(suggestion)}>
                  <Copy aria-hidden />
                  Copy
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
