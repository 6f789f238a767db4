import { describeSitemapImport, IMPORT_FILE_PATTERN, parseImportedUrls, SITEMAP_RESYNC_CHOICES, type SitemapResync } from '@freshwatch/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormFooter } from '@/components/data-table/form-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { messageOf } from '@/lib/api';
import { contentApi, invalidateContent } from './content-queries';
import { followImportAnalysis } from './bulk-refresh/use-bulk-refresh';
import { importOutcomeToast } from './import-urls';
import { RESYNC_LABELS, sitemapsQueryOptions, SyncedSitemaps } from './synced-sitemaps';

type Mode = 'file' | 'text' | 'sitemap';
type ResyncChoice = SitemapResync | 'none';
const RESYNC_OPTIONS: { value: ResyncChoice; label: string }[] = [
  { value: 'none', label: 'Import once' },
  ...SITEMAP_RESYNC_CHOICES.map((value) => ({ value, label: `${RESYNC_LABELS[value]}, adding new pages` })),
];

function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** The server starts the analysis of the pages an import created; the app follows that job (or says it did not start). */
function followAnalysis(queryClient: QueryClient, result: { created: number; analysisJobId: string | null }) {
  if (result.created === 0) return;
  if (result.analysisJobId) {
    followImportAnalysis(queryClient, result.analysisJobId, result.created);
    return;
  }
  toast({
    title: 'Analysis not started',
    description: 'The pages were imported, but their analysis could not start. Use Refresh All to analyze them.',
    variant: 'destructive',
  });
}

/** 'Import Content URLs': one content item per URL from a .csv/.txt file or pasted text, in one request. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [sitemapUrl, setSitemapUrl] = useState('');
  const [resync, setResync] = useState<ResyncChoice>('none');
  const [busy, setBusy] = useState(false);
  const ids = { file: useId(), text: useId(), sitemap: useId() };
  const ready = mode === 'file' ? file !== null : mode === 'text' ? text.trim() !== '' : sitemapUrl.trim() !== '';

  const chooseFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !IMPORT_FILE_PATTERN.test(chosen.name)) {
      toast({ title: 'Invalid File Type', description: 'Please upload a CSV or TXT file.', variant: 'destructive' });
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  /** The server reads the sitemap (and its children) and imports every page it lists. */
  const runSitemapImport = async () => {
    const result = await contentApi.importSitemap({ url: sitemapUrl.trim(), ...(resync === 'none' ? {} : { resync }) });
    toast({ title: 'Import Complete', description: describeSitemapImport(result) });
    if (resync !== 'none') void queryClient.invalidateQueries({ queryKey: sitemapsQueryOptions().queryKey });
    if (result.created === 0) return;
    void invalidateContent(queryClient);
    followAnalysis(queryClient, result);
    onClose();
  };

  const runImport = async () => {
    setBusy(true);
    try {
      if (mode === 'sitemap') return await runSitemapImport();
      const urls = parseImportedUrls(mode === 'file' && file ? await readText(file) : text);
      if (urls.length === 0) {
        toast({ title: 'No Valid URLs', description: 'No valid URLs found in the input.', variant: 'destructive' });
        return;
      }
      // One request for the whole list: the server creates every page, or reports why not, entry by entry.
      const result = await contentApi.importUrls({ urls });
      toast(importOutcomeToast(result));
      if (result.created === 0) return;
      void invalidateContent(queryClient);
      followAnalysis(queryClient, result);
      onClose();
    } catch (error) {
      toast({ title: 'Import Failed', description: messageOf(error, 'Failed to import content items.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import Content URLs</DialogTitle>
          <DialogDescription>Add many pages at once: one URL per line (or separated by commas).</DialogDescription>
        </DialogHeader>
        <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
          <TabsList className="grid w-full grid-cols-3">
            <TabsTrigger value="file">Upload File</TabsTrigger>
            <TabsTrigger value="text">Paste URLs</TabsTrigger>
            <TabsTrigger value="sitemap">From sitemap</TabsTrigger>
          </TabsList>
          <TabsContent value="file" className="grid gap-2 pt-2">
            <Label htmlFor={ids.file}>CSV or TXT file</Label>
            <Input id={ids.file} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={chooseFile} />
            <p className="text-xs text-muted-foreground">Lines starting with # are ignored.</p>
          </TabsContent>
          <TabsContent value="text" className="grid gap-2 pt-2">
            <Label htmlFor={ids.text}>URLs</Label>
            <Textarea
              id={ids.text}
              rows={8}
              placeholder={'https://example.com/about\nexample.com/blog/first-post'}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </TabsContent>
          <TabsContent value="sitemap" className="grid gap-2 pt-2">
            <Label htmlFor={ids.sitemap}>Sitemap URL</Label>
            <Input
              id={ids.sitemap}
              type="url"
              placeholder="https://example.com/sitemap.xml"
              value={sitemapUrl}
              onChange={(e) => setSitemapUrl(e.target.value)}
            />
            <p className="text-xs text-muted-foreground">
              A sitemap or sitemap index (gzip too). Every page it lists is added, with its lastmod as the last updated date; pages already monitored are
              skipped.
            </p>
            <SelectField label="Re-sync" value={resync} options={RESYNC_OPTIONS} onChange={setResync} />
            <SyncedSitemaps />
          </TabsContent>
        </Tabs>
        <FormFooter busy={busy} ready={ready} submitLabel="Import" busyLabel="Importing..." onCancel={onClose} onSubmit={() => void runImport()} />
      </DialogContent>
    </Dialog>
  );
}
