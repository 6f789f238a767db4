import { type AiSuggestion, humanize, type WritingAssistantRequest } from '@freshwatch/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { analysisApi } from '../analysis-queries';
import type { ContentFormValues } from './content-form-values';

/** The form fields the assistant helps with, by the name the API knows them. */
export type AssistedField = 'title' | 'description' | 'ai_prompt';

/** Where each assisted field lives in the form's values. */
export const FORM_KEY = { title: 'title', description: 'content', ai_prompt: 'aiPrompt' } as const satisfies Record<AssistedField, keyof ContentFormValues>;

/** The selection a request was made for, so that Apply replaces just that part. */
interface Selection {
  start: number;
  end: number;
  /** The whole field when the request was made; if it changed since, the range no longer means anything. */
  value: string;
}

export interface OpenSuggestions {
  field: AssistedField;
  suggestions: AiSuggestion[];
  selection: Selection | null;
}

/** The last path segment of a URL as words: '/blog/pricing-plans' reads 'pricing plans'. */
function topicOfUrl(url: string): string {
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
    return decodeURIComponent(segment)
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[-_+]+/g, ' ')
      .trim();
  } catch {
    return '';
  }
}

/**
 * What the text is about, as one short phrase. The API's editing rules splice it into suggestions ('… what
 * matters about <context>'), so it must read as a topic, not as a list of labelled fields: the title for the
 * description and prompt; for the title itself the description's first sentence, else the URL's last segment.
 */
export function writingContext(field: AssistedField, values: Pick<ContentFormValues, 'title' | 'url' | 'content' | 'contentType'>): string {
  const title = values.title.trim();
  const urlTopic = topicOfUrl(values.url.trim());
  if (field !== 'title') return title || urlTopic || humanize(values.contentType);
  const firstSentence = values.content.trim().split(/(?<=[.!?])\s/)[0] ?? '';
  return (firstSentence.length <= 100 ? firstSentence : '') || urlTopic;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The AI writing assistant of the add/edit form: asks for suggestions for one field
 * (or the part of it that is selected), shows them, and applies or copies the one a person picks.
 */
export function useWritingAssistant(values: ContentFormValues, setValue: (field: AssistedField, value: string) => void) {
  const [open, setOpen] = useState<OpenSuggestions | null>(null);

  const request = useMutation({
    // The selection's range stays here; the API gets its four fields only.
    mutationFn: ({ text, field, context, selectedText }: Required<WritingAssistantRequest> & { selection: Selection | null }) =>
      analysisApi.suggest({ text, field, context, selectedText }),
    onSuccess: (reply, { field, selection }) => setOpen({ field: field as AssistedField, suggestions: reply?.suggestions ?? [], selection }),
    onError: () => toast({ title: 'Error', description: 'Failed to get AI suggestions. Please try again.', variant: 'destructive' }),
  });

  const suggest = (field: AssistedField, element: Field | null) => {
    const text = values[FORM_KEY[field]] as string;
    const start = element?.selectionStart ?? 0;
    const end = element?.selectionEnd ?? 0;
    const selectedText = end > start ? text.slice(start, end) : '';
    if (text.trim() === '' && selectedText.trim() === '') {
      toast({ title: 'No content', description: 'Please write some text to get AI suggestions.', variant: 'destructive' });
      return;
    }
    setOpen(null);
    const selection = selectedText.trim() ? { start, end, value: text } : null;
    request.mutate({ text, field, context: writingContext(field, values), selectedText, selection });
  };

  const apply = (suggestion: AiSuggestion) => {
    if (!open) return;
    const current = values[FORM_KEY[open.field]] as string;
    const { selection } = open;
    // A suggestion made for a selection replaces that selection; the rest of the text stays as it was.
    const next =
      selection && selection.value === current
        ? current.slice(0, selection.start) + suggestion.suggestion + current.slice(selection.end)
        : suggestion.suggestion;
    setValue(open.field, next);
    setOpen(null);
    toast({ title: 'Applied', description: 'AI suggestion applied successfully.' });
  };

  const copy = async (suggestion: AiSuggestion) => {
    try {
      await navigator.clipboard.writeText(suggestion.suggestion);
      toast({ title: 'Copied', description: 'Suggestion copied to clipboard.' });
    } catch {
      toast({ title: 'Error', description: 'The browser did not allow copying to the clipboard.', variant: 'destructive' });
    }
  };

  return {
    suggest,
    apply,
    copy,
    close: () => setOpen(null),
    open,
    pendingField: request.isPending ? (request.variables.field as AssistedField) : null,
  };
}
