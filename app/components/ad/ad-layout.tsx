import type { ReactNode } from 'react';
import styles from './ad-page.module.css';

/**
 * The ad page's frame. Below 960 px one column in reading order: photos, heading and price, the
 * owner's tools, seller and sharing, then the details (and after them the visits, the rating and
 * the report). From 960 px the photos and details sit on the left and the rest is a column on the
 * right that stays in view while the left one scrolls: short enough to fit a laptop's screen, so
 * nothing in it hides below its bottom edge. The source order is the same at every width, so the
 * keyboard follows what the eye reads.
 */
export function AdLayout({
  gallery,
  summary,
  actions,
  contact,
  details,
}: {
  gallery: ReactNode;
  summary: ReactNode;
  actions: ReactNode;
  contact: ReactNode;
  details: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <div className={styles.gallery}>{gallery}</div>
      <div className={styles.aside}>
        {summary}
        {actions}
        {contact}
      </div>
      <div className={styles.details}>{details}</div>
    </div>
  );
}
