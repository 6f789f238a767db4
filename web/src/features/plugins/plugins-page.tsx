import { PRODUCT_NAME } from '@freshwatch/contracts';
import { useMutation } from '@tanstack/react-query';
import { Download, Globe, Loader2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { ApiKeysCard } from './api-keys-card';
import { CopyButton } from './copy-button';
import { ConfigurationGuide, FeatureLists, InstallationGuide, SystemRequirements } from './plugin-guide';
import { DownloadFailed, downloadPlugin, PLUGIN_REQUIRES, PLUGIN_VERSION } from './plugin-queries';

/** /plugins: the WordPress plugin, the keys it connects with, and how to install and configure it. */
export function PluginsPage() {
  const download = useMutation({
    mutationFn: downloadPlugin,
    onSuccess: () => toast({ title: 'Download Started', description: `The ${PRODUCT_NAME} WordPress plugin is downloading.` }),
    onError: (error) =>
      toast({
        title: 'Download Failed',
        // The server's message, else 'Download failed'; no answer at all gets a general sentence.
        description: error instanceof DownloadFailed ? error.message : 'Failed to download the plugin. Please try again.',
        variant: 'destructive',
      }),
  });

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">WordPress Plugin</h1>
          <p className="text-muted-foreground">Connect your WordPress site to {PRODUCT_NAME}</p>
        </div>
        <Button onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          {download.isPending ? 'Downloading...' : 'Download Plugin'}
        </Button>
      </div>

      <Tabs defaultValue="overview" className="grid gap-4">
        <TabsList className="justify-self-start">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="installation">Installation</TabsTrigger>
          <TabsTrigger value="configuration">Configuration</TabsTrigger>
          <TabsTrigger value="features">Features</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="grid gap-6">
          <div className="grid gap-6 lg:grid-cols-2">
            <PluginInformation />
            <ServiceDomain />
          </div>
          <ApiKeysCard />
          <SystemRequirements />
        </TabsContent>
        <TabsContent value="installation">
          <InstallationGuide />
        </TabsContent>
        <TabsContent value="configuration">
          <ConfigurationGuide />
        </TabsContent>
        <TabsContent value="features">
          <FeatureLists />
        </TabsContent>
      </Tabs>
    </main>
  );
}

function PluginInformation() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plugin Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <div className="flex items-center justify-between gap-2">
            <dt className="text-muted-foreground">Version</dt>
            <dd className="flex items-center gap-2">
              {PLUGIN_VERSION}
              <Badge>Latest</Badge>
            </dd>
          </div>
          <div className="flex items-center justify-between gap-2">
            <dt className="text-muted-foreground">Requires</dt>
            <dd>WordPress {PLUGIN_REQUIRES.wordpress}+</dd>
          </div>
          <div className="flex items-center justify-between gap-2">
            <dt className="text-muted-foreground">PHP</dt>
            <dd>{PLUGIN_REQUIRES.php}+</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function ServiceDomain() {
  const domain = window.location.origin;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="h-5 w-5" aria-hidden />
          Service Domain
        </CardTitle>
        <CardDescription>Enter this address in the plugin, together with an API key.</CardDescription>
      </CardHeader>
      <CardContent className="flex gap-2">
        <code className="flex h-9 min-w-0 flex-1 items-center truncate rounded-md border bg-muted px-3 text-sm">{domain}</code>
        <CopyButton text={domain} label="Copy domain" copiedMessage={`The ${PRODUCT_NAME} domain copied to clipboard.`} />
      </CardContent>
    </Card>
  );
}
