export type ShareTarget = 'whatsapp' | 'telegram' | 'facebook' | 'x' | 'email';

/**
 * Where "Share" sends an ad: each network's own share address, as a plain link (no script of
 * theirs on our pages), and an e-mail with the title as its subject.
 */
export function shareLinks({ title, url }: { title: string; url: string }): { target: ShareTarget; href: string }[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { target: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { target: 'telegram', href: `https://t.me/share/url?url=${u}&text=${text}` },
    { target: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { target: 'x', href: `https://x.com/intent/tweet?url=${u}&text=${text}` },
    { target: 'email', href: `mailto:?subject=${text}&body=${u}` },
  ];
}
