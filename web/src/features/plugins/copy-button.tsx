import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** Puts `text` on the clipboard and says so with the given toast text; says so too when the browser refuses. */
export function CopyButton({ text, label, copiedMessage }: { text: string; label: string; copiedMessage: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast({ title: 'Copied', description: copiedMessage });
    } catch {
      toast({ title: 'Copy Failed', description: 'The browser did not allow copying. Select the text and copy it yourself.', variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" size="icon" aria-label={label} onClick={copy}>
      {copied ? <Check /> : <Copy />}
    </Button>
  );
}
