import type { ExtractedPage } from '../../extract/extract-page';
import { displayUrl, formatList, plural } from '../findings';
import type { AuditOutcome } from './seo-audit';

/**
 * Images have alt text (Lighthouse: image-alt); the points are the share of images that have one. alt="" marks
 * a deliberate decorative image and counts as present; images without a src are not images a reader sees.
 */
export function imageAlt(page: Pick<ExtractedPage, 'images' | 'url'>): AuditOutcome {
  const images = page.images.filter((i) => i.src);
  const missing = images.filter((i) => i.alt === null).map((i) => displayUrl(i.src, page.url));
  const score = images.length === 0 ? 1 : 1 - missing.length / images.length;
  if (missing.length === 0) return { score, findings: [] };
  return {
    score,
    findings: [
      {
        type: 'seo.image_alt',
        severity: 'warning',
        message: `${plural(missing.length, 'image has', 'images have')} no alt text: ${formatList(missing)}.`,
        recommendation: `Describe ${missing.length === 1 ? 'the image' : `the ${missing.length} images`} in alt text (${formatList(missing, 3)}); use alt="" only for decoration.`,
      },
    ],
  };
}
