import { useEffect, useState } from 'react';
import { PHONE_QUERY } from './use-is-phone.ts';

/** The smallest scroll, in px, that counts as reading down or going back up (not a finger's jitter). */
const SCROLL_STEP = 8;

/**
 * On a phone the chat button floats over the bottom corner of the one column of content: it steps
 * aside while the page scrolls down (a person reading a list) and comes back when it scrolls up
 * or reaches the end, where the footer leaves room for it. `enabled` is false while the bar is open.
 */
export function useStepAside(enabled: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    setAside(false);
    if (!enabled) return;
    const phone = window.matchMedia(PHONE_QUERY);
    let last = window.scrollY;
    function onScroll() {
      const top = window.scrollY;
      const atEnd = top + window.innerHeight >= document.documentElement.scrollHeight - 2;
      if (!phone.matches || atEnd) {
        setAside(false);
        last = top;
        return;
      }
      if (Math.abs(top - last) < SCROLL_STEP) return;
      setAside(top > last);
      last = top;
    }
    function onWidth() {
      setAside(false);
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    phone.addEventListener('change', onWidth);
    return () => {
      window.removeEventListener('scroll', onScroll);
      phone.removeEventListener('change', onWidth);
    };
  }, [enabled]);
  return aside;
}
