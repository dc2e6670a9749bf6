import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** A calm "nothing here yet" box: a title, a sentence, and optionally what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}
