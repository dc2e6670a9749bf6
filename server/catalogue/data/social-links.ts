import type { Localized } from '../../../common/locale/locales.ts';

export interface SocialLinkSeed {
  /** Also names the icon the footer draws for the link. */
  name: string;
  url: string;
  title: Localized;
}

/** Galope's own accounts, shown in the footer (spec §3 Social link). */
export const SOCIAL_LINKS: readonly SocialLinkSeed[] = [
  {
    name: 'instagram',
    url: 'https://www.instagram.com/galope.horses',
    title: {
      es: 'Galope en Instagram',
      en: 'Galope on Instagram',
      ca: 'Galope a Instagram',
      pt: 'Galope no Instagram',
    },
  },
  {
    name: 'facebook',
    url: 'https://www.facebook.com/galope.horses',
    title: {
      es: 'Galope en Facebook',
      en: 'Galope on Facebook',
      ca: 'Galope a Facebook',
      pt: 'Galope no Facebook',
    },
  },
  {
    name: 'youtube',
    url: 'https://www.youtube.com/@galopehorses',
    title: {
      es: 'Galope en YouTube',
      en: 'Galope on YouTube',
      ca: 'Galope a YouTube',
      pt: 'Galope no YouTube',
    },
  },
  {
    name: 'tiktok',
    url: 'https://www.tiktok.com/@galope.horses',
    title: {
      es: 'Galope en TikTok',
      en: 'Galope on TikTok',
      ca: 'Galope a TikTok',
      pt: 'Galope no TikTok',
    },
  },
];
