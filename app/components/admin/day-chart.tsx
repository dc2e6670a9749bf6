import type { CSSProperties } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import styles from './day-chart.module.css';

/**
 * A bar per day, drawn with CSS (no chart library): the bars are a list a screen reader reads
 * as "date: count"; the eye gets the heights, the first and last dates and the highest value.
 */
export function DayChart({ id, title, days }: { id: string; title: string; days: { date: string; count: number }[] }) {
  const { t } = useI18n();
  const highest = Math.max(1, ...days.map((day) => day.count));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption className={styles.caption}>
        <span id={`${id}-title`} className={styles.title}>
          {title}
        </span>
        <span className={styles.total}>{t('admin.dashboard.total', { count: total })}</span>
      </figcaption>
      <div className={styles.plot}>
        <span className={styles.highest} aria-hidden="true">
          {highest}
        </span>
        <ol className={styles.bars}>
          {days.map((day) => (
            <li
              key={day.date}
              className={styles.day}
              title={t('admin.dashboard.day', { date: day.date, count: day.count })}
            >
              <span
                className={styles.bar}
                data-some={day.count > 0 ? '' : undefined}
                style={{ '--share': day.count / highest } as CSSProperties}
              />
              <span className="visually-hidden">{t('admin.dashboard.day', { date: day.date, count: day.count })}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className={styles.axis} aria-hidden="true">
        <span>{days[0]?.date}</span>
        <span>{days.at(-1)?.date}</span>
      </div>
    </figure>
  );
}
