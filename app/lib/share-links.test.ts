import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

describe('shareLinks', () => {
  const links = Object.fromEntries(
    shareLinks({ title: 'Yegua PRE & potro', url: 'https://galope.es/s/yegua-pre-k3x9qa' }).map((link) => [
      link.target,
      link.href,
    ]),
  );

  it('gives each network its share address with the ad encoded', () => {
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=Yegua%20PRE%20%26%20potro%20https%3A%2F%2Fgalope.es%2Fs%2Fyegua-pre-k3x9qa',
    );
    expect(links.telegram).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fgalope.es%2Fs%2Fyegua-pre-k3x9qa&text=Yegua%20PRE%20%26%20potro',
    );
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fgalope.es%2Fs%2Fyegua-pre-k3x9qa',
    );
    expect(links.x).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Fgalope.es%2Fs%2Fyegua-pre-k3x9qa&text=Yegua%20PRE%20%26%20potro',
    );
  });

  it('mails the title as the subject and the address as the body', () => {
    expect(links.email).toBe(
      'mailto:?subject=Yegua%20PRE%20%26%20potro&body=https%3A%2F%2Fgalope.es%2Fs%2Fyegua-pre-k3x9qa',
    );
  });
});
