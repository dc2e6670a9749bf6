import { describe, expect, test } from 'vitest';
import { LINK_PREFETCH_IDLE_TIMEOUT_MS, likelyNextPages, PROGRESS_BAR_DELAY_MS } from './navigation-timing.ts';

const here = new URL('https://galope.test/en/search?page=1');
const ad = (slug: string, inView = true) => ({ href: `/en/s/${slug}`, rel: '', likely: true, inView });

describe('spec §9 navigation constants', () => {
  test('link prefetch after 2000 ms idle, progress bar after 200 ms', () => {
    expect(LINK_PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
    expect(PROGRESS_BAR_DELAY_MS).toBe(200);
  });
});

describe('likelyNextPages', () => {
  test('the next results page first, then the ads in view, each once, on this site only', () => {
    const pages = likelyNextPages(
      [
        ad('yegua-1'),
        ad('yegua-2', false),
        { href: '/en/search?page=2', rel: 'next', likely: false, inView: false },
        ad('yegua-1'),
        { href: 'https://elsewhere.example/s/x', rel: '', likely: true, inView: true },
        { href: '/en/search?page=1', rel: '', likely: true, inView: true },
      ],
      here,
    );
    expect(pages).toEqual(['/en/search?page=2', '/en/s/yegua-1']);
  });

  test('at most six pages', () => {
    const links = Array.from({ length: 10 }, (_, index) => ad(`ad-${index}`));
    expect(likelyNextPages(links, here)).toHaveLength(6);
  });
});
