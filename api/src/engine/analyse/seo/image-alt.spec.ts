import { imageAlt } from './image-alt';

const PAGE_URL = 'https://www.site-a.test/blog/post';
const image = (path: string, alt: string | null) => ({ src: path ? new URL(path, PAGE_URL).href : '', alt });
const audit = (...images: { src: string; alt: string | null }[]) => imageAlt({ url: PAGE_URL, images });

describe('imageAlt audit', () => {
  it('passes a page without images, and images with alt text or a deliberate alt=""', () => {
    expect(audit()).toEqual({ score: 1, findings: [] });
    expect(audit(image('/a.png', 'A chart of review dates'), image('/line.png', ''))).toEqual({ score: 1, findings: [] });
  });

  it('scores the share of images with alt text and names the one without', () => {
    expect(audit(image('/a.png', 'A'), image('/b.png', 'B'), image('/c.png', 'C'), image('/one.png', null))).toEqual({
      score: 0.75,
      findings: [
        {
          type: 'seo.image_alt',
          severity: 'warning',
          message: '1 image has no alt text: /one.png.',
          recommendation: 'Describe the image in alt text (/one.png); use alt="" only for decoration.',
        },
      ],
    });
  });

  it('lists five images in the issue and three in the recommendation', () => {
    const outcome = audit(...['/1.png', '/2.png', '/3.png', '/4.png', '/5.png', '/6.png', 'https://cdn.site-c.test/7.png'].map((p) => image(p, null)));
    expect(outcome.score).toBe(0);
    expect(outcome.findings[0].message).toBe('7 images have no alt text: /1.png, /2.png, /3.png, /4.png, /5.png and 2 more.');
    expect(outcome.findings[0].recommendation).toBe('Describe the 7 images in alt text (/1.png, /2.png, /3.png and 4 more); use alt="" only for decoration.');
  });

  it('ignores images without a src and shortens data URLs', () => {
    const dataUrl = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ';
    const outcome = audit(image('', null), { src: dataUrl, alt: null });
    expect(outcome.score).toBe(0);
    expect(outcome.findings[0].message).toBe('1 image has no alt text: data:image/png;base64,iVBORw0K….');
  });
});
