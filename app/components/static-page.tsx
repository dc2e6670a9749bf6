import { PageBody } from './page-body.tsx';
import styles from './static-page.module.css';

/** A policy or useful page: its title and its text. */
export function StaticPage({ title, body }: { title: string; body: string }) {
  return (
    <article className={`container ${styles.page}`}>
      <h1 className={styles.title}>{title}</h1>
      <PageBody text={body} />
    </article>
  );
}
