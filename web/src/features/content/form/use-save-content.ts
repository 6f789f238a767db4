import type { ContentItem, AddSourceUrlRequest } from '@freshwatch/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { messageOf } from '@/lib/api';
import { contentApi, invalidateContent } from '../content-queries';
import { type ContentFormValues, newSourceUrls, toCreateRequest, toPayload } from './content-form-values';

export type SavePhase = 'idle' | 'saving' | 'analyzing';

/**
 * Posts each source URL added to an existing item, one after the other so that the item lists them in the
 * order they were entered; returns a sentence about the ones the server refused, or '' when all were kept.
 */
async function addSourceUrls(id: string, sources: AddSourceUrlRequest[]): Promise<string> {
  const failures: unknown[] = [];
  for (const source of sources) {
    await contentApi.addSourceUrl(id, source).catch((error: unknown) => failures.push(error));
  }
  if (failures.length === 0) return '';
  const count = failures.length === 1 ? '1 source URL was' : `${failures.length} source URLs were`;
  return ` ${count} not saved: ${messageOf(failures[0], 'unknown error')}.`;
}

/**
 * The add and edit flows of the content form. Add: create the item with its source URLs in one
 * request (a refused source refuses the item, and the dialog stays open with the reason), then analyse it;
 * a failed analysis leaves the item added. Edit: patch, then post the new source URLs.
 * Each resolves true when the item was saved, so the dialog knows it may close.
 */
export function useSaveContent() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SavePhase>('idle');

  const add = async (values: ContentFormValues): Promise<boolean> => {
    setPhase('saving');
    let created: ContentItem;
    try {
      created = await contentApi.create(toCreateRequest(values));
    } catch (error) {
      setPhase('idle');
      toast({ title: 'Error', description: messageOf(error, 'Failed to add content item.'), variant: 'destructive' });
      return false;
    }
    setPhase('analyzing');
    try {
      await contentApi.analyze(created.id);
      toast({ title: 'Success', description: 'Content added and analyzed successfully.' });
    } catch {
      toast({ title: 'Content Added', description: 'Content added successfully, but analysis failed.' });
    } finally {
      setPhase('idle');
      void invalidateContent(queryClient);
    }
    return true;
  };

  const edit = async (id: string, values: ContentFormValues): Promise<boolean> => {
    setPhase('saving');
    try {
      await contentApi.update(id, toPayload(values));
    } catch (error) {
      setPhase('idle');
      toast({ title: 'Error', description: messageOf(error, 'Failed to update content item.'), variant: 'destructive' });
      return false;
    }
    const sourceNote = await addSourceUrls(id, newSourceUrls(values));
    toast({ title: 'Success', description: `Content updated successfully.${sourceNote}` });
    setPhase('idle');
    void invalidateContent(queryClient);
    return true;
  };

  return { phase, add, edit };
}
