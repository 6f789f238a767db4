import type { ImportContentItemsResult } from '@freshwatch/contracts';
import type { ToastOptions } from '@/components/ui/use-toast';

/** Why the entries that were not imported were left out, after the import's fixed sentence: ' Not imported: 2 already monitored.' */
function reasons({ duplicates, invalid, overLimit }: ImportContentItemsResult): string {
  const parts = [
    duplicates > 0 && `${duplicates} already monitored`,
    invalid > 0 && `${invalid} ${invalid === 1 ? 'not a valid address' : 'not valid addresses'}`,
    overLimit > 0 && `${overLimit} over your plan's page limit`,
  ].filter(Boolean);
  return parts.length > 0 ? ` Not imported: ${parts.join(', ')}.` : '';
}

/**
 * The toast for an import's reply: 'Import Complete' with how many were imported and how
 * many failed, or 'Import Failed' when none was; every entry not created (duplicate, invalid, over the limit)
 * counts as failed, and the reasons follow the fixed sentence.
 */
export function importOutcomeToast(result: ImportContentItemsResult): ToastOptions {
  const failed = result.results.length - result.created;
  if (result.created === 0) {
    return { title: 'Import Failed', description: `Failed to import content items.${reasons(result)}`, variant: 'destructive' };
  }
  return {
    title: 'Import Complete',
    description: `Successfully imported ${result.created} items${failed > 0 ? `. ${failed} items failed.${reasons(result)}` : ''}`,
  };
}
