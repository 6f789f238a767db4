import { CONTENT_TYPES, type ContentItem } from '@freshwatch/contracts';
import { useId, useRef, useState } from 'react';
import { FormDialog } from '@/components/data-table/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { contentApi } from '../content-queries';
import { ScheduleEditor } from '../schedule/schedule-editor';
import { type ContentFormValues, emptyFormValues, formValuesFromItem, isComplete } from './content-form-values';
import { SourceUrlsField } from './source-urls-field';
import { useSaveContent } from './use-save-content';
import { type AssistedField, FORM_KEY, useWritingAssistant } from './use-writing-assistant';
import { SuggestButton, SuggestionsPanel } from './writing-assistant';

const TYPE_OPTIONS = optionsOf(CONTENT_TYPES);

/** Add Content and Edit share this dialog; `item` switches it to editing. Unmounts when closed, so it starts fresh. */
/** What a person is told about an address the server would refuse, instead of the validator's 'url must be an http or https address'. */
export const BAD_URL_SENTENCE = "That doesn't look like a web page address. Enter the page's full address, for example https://example.com/about.";

/** An http(s) address with a host, as the server's rule wants it (a dotted name, localhost or an IP address). */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname.includes('.') || url.hostname === 'localhost' || url.hostname.startsWith('['))
    );
  } catch {
    return false;
  }
}

export function ContentFormDialog({ item, onClose }: { item?: ContentItem; onClose: () => void }) {
  const [values, setValues] = useState<ContentFormValues>(() => (item ? formValuesFromItem(item) : emptyFormValues()));
  const { phase, add, edit } = useSaveContent();
  const busy = phase !== 'idle';
  const ids = { title: useId(), url: useId(), content: useId(), prompt: useId(), promptToggle: useId() };
  const set = <K extends keyof ContentFormValues>(key: K, value: ContentFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const assistant = useWritingAssistant(values, (field, value) => set(FORM_KEY[field], value));
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const aiPromptRef = useRef<HTMLTextAreaElement>(null);
  const fieldRefs = { title: titleRef, description: descriptionRef, ai_prompt: aiPromptRef } satisfies Record<AssistedField, unknown>;
  // The Suggest button and, once asked, the suggestions for one field; `name` is how the field is called aloud.
  const suggestButton = (field: AssistedField, name: string) => (
    <SuggestButton
      name={name}
      pending={assistant.pendingField === field}
      disabled={assistant.pendingField !== null || busy}
      onClick={() => assistant.suggest(field, fieldRefs[field].current)}
    />
  );
  const suggestions = (field: AssistedField, name: string) =>
    assistant.open?.field === field && (
      <SuggestionsPanel name={name} open={assistant.open} onApply={assistant.apply} onCopy={assistant.copy} onClose={assistant.close} />
    );

  // With a URL and no title yet, the page's own title is a good start. Failures stay silent:
  // an address that is not one yet is not looked up, and an unreachable page is answered with 200 and no title.
  const suggestTitle = async () => {
    const url = values.url.trim();
    if (!isWebAddress(url) || values.title.trim()) return;
    try {
      const reply = await contentApi.lookUpTitle(url);
      const title = reply.title?.trim();
      if (title) setValues((v) => (v.title.trim() ? v : { ...v, title }));
    } catch {
      // The title field simply stays empty for the person to fill in.
    }
  };

  const submit = async () => {
    if (!isComplete(values)) {
      toast({ title: 'Validation Error', description: 'Please fill in all required fields.', variant: 'destructive' });
      return;
    }
    if (!isWebAddress(values.url.trim())) {
      toast({ title: 'Check the URL', description: BAD_URL_SENTENCE, variant: 'destructive' });
      return;
    }
    const saved = item ? await edit(item.id, values) : await add(values);
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={item ? 'Edit Content' : 'Add Content'}
      description={item ? 'Change what Freshwatch monitors for this item.' : 'Register a page, post or product for Freshwatch to monitor.'}
      className="max-w-2xl"
      noValidate
      busy={busy}
      submitLabel={item ? 'Update Content' : 'Add Content'}
      busyLabel={item ? 'Updating...' : phase === 'analyzing' ? 'Analyzing...' : 'Adding...'}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-2">
        <Label htmlFor={ids.url}>URL *</Label>
        <Input
          id={ids.url}
          type="url"
          aria-required
          placeholder="https://example.com/page"
          value={values.url}
          onChange={(e) => set('url', e.target.value)}
          onBlur={suggestTitle}
        />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={ids.title}>Title *</Label>
          {suggestButton('title', 'title')}
        </div>
        <Input id={ids.title} ref={titleRef} aria-required value={values.title} onChange={(e) => set('title', e.target.value)} />
        {suggestions('title', 'title')}
      </div>
      <SelectField label="Content type" value={values.contentType} options={TYPE_OPTIONS} onChange={(v) => set('contentType', v)} />
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={ids.content}>Description</Label>
          {suggestButton('description', 'description')}
        </div>
        <Textarea id={ids.content} ref={descriptionRef} rows={3} value={values.content} onChange={(e) => set('content', e.target.value)} />
        {suggestions('description', 'description')}
      </div>
      <SourceUrlsField existing={item?.sourceUrls ?? []} rows={values.sourceUrls} onChange={(rows) => set('sourceUrls', rows)} />
      <div className="grid gap-2">
        <div className="flex items-center gap-3">
          <Switch id={ids.promptToggle} checked={values.aiPromptEnabled} onCheckedChange={(on) => set('aiPromptEnabled', on)} />
          <Label htmlFor={ids.promptToggle}>Use a custom AI prompt</Label>
          {values.aiPromptEnabled && <span className="ml-auto">{suggestButton('ai_prompt', 'AI prompt')}</span>}
        </div>
        {values.aiPromptEnabled && (
          <>
            <Label htmlFor={ids.prompt} className="sr-only">
              AI prompt
            </Label>
            <Textarea
              id={ids.prompt}
              ref={aiPromptRef}
              rows={3}
              placeholder="What should the AI pay attention to when analysing this content?"
              value={values.aiPrompt}
              onChange={(e) => set('aiPrompt', e.target.value)}
            />
            {suggestions('ai_prompt', 'AI prompt')}
          </>
        )}
      </div>
      <ScheduleEditor allowWorkspaceDefault value={values.checkSchedule} onChange={(schedule) => set('checkSchedule', schedule)} />
    </FormDialog>
  );
}
