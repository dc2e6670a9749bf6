import { type CSSProperties, useEffect, useRef } from 'react';
import styles from './calendar.module.css';
import {
  type CalendarEvent,
  formatFullDay,
  formatHour,
  hourToTime,
  timeMarkerOffset,
  visibleDays,
  weekdayNames,
} from './calendar-rules.ts';
import type { EventDraft } from './event-dialog.tsx';

function eventKey(event: CalendarEvent): string {
  return `${event.date}-${event.startTime ?? ''}-${event.endTime ?? ''}-${event.name}`;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Week and day views: an all-day row, then one button per hour and day (named "Monday, 2 March
 * 2026, 10:00" for screen readers) that opens the event dialog, timed events placed by their
 * start and end, and the current-time marker in today's column.
 */
export function TimeGrid({
  view,
  cursor,
  today,
  now,
  events,
  locale,
  hour12,
  timeRange,
  allDayLabel,
  onSlot,
}: {
  view: 'week' | 'day';
  cursor: string;
  today: string;
  now: Date | null;
  events: readonly CalendarEvent[];
  locale: string;
  hour12: boolean;
  timeRange: readonly [number, number];
  allDayLabel: string;
  onSlot: (slot: EventDraft) => void;
}) {
  const days = visibleDays(view, cursor);
  const hours = Array.from({ length: timeRange[1] - timeRange[0] + 1 }, (_, index) => timeRange[0] + index);
  const firstMinute = timeRange[0] * 60;
  const spanMinutes = hours.length * 60;
  const names = weekdayNames(locale);
  const marker = now ? timeMarkerOffset(now, timeRange) : null;
  const columns = { '--days': days.length, '--hours': hours.length } as CSSProperties;
  const grid = useRef<HTMLDivElement>(null);

  // Open on the working day (07:00), not at midnight: the night hours stay one scroll away.
  const firstHour = timeRange[0];
  useEffect(() => {
    const slot = grid.current?.querySelector<HTMLElement>('button');
    if (grid.current && slot) grid.current.scrollTop = Math.max(0, 7 - firstHour) * slot.offsetHeight;
  }, [firstHour]);

  // Where the week is wider than the screen, each period opens at its first day, or with today's
  // column right after the hours when today would be out of sight.
  const firstDay = days[0];
  const showsToday = days.includes(today);
  useEffect(() => {
    const node = grid.current;
    if (!node || !firstDay) return;
    node.scrollLeft = 0;
    const column = showsToday ? node.querySelector<HTMLElement>('[data-today]')?.getBoundingClientRect() : null;
    const hours = node.firstElementChild?.getBoundingClientRect();
    if (!column || !hours || column.right <= node.getBoundingClientRect().right) return;
    node.scrollLeft = column.left - hours.right;
  }, [firstDay, showsToday]);

  return (
    <div ref={grid} className={styles.timeGrid} style={columns}>
      <div className={styles.corner} />
      {days.map((day) => (
        <div key={day} className={styles.columnHead} data-today={day === today || undefined}>
          <span aria-hidden="true">
            {names[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]} {Number(day.slice(8))}
          </span>
          <span className="visually-hidden">{formatFullDay(day, locale)}</span>
        </div>
      ))}
      <div className={styles.allDayLabel}>{allDayLabel}</div>
      {days.map((day) => (
        <div key={day} className={styles.allDayCell}>
          {events
            .filter((event) => event.date === day && !event.startTime)
            .map((event) => (
              <span key={eventKey(event)} className={styles.event} style={{ borderColor: event.color }}>
                {event.displayText ?? event.name}
              </span>
            ))}
        </div>
      ))}
      <div className={styles.hourLabels}>
        {hours.map((hour) => (
          <div key={hour} className={styles.hourLabel}>
            {formatHour(hour, locale, hour12)}
          </div>
        ))}
      </div>
      {days.map((day) => (
        <div key={day} className={styles.dayColumn} data-today={day === today || undefined}>
          {hours.map((hour) => {
            const start = hourToTime(hour);
            const name = `${formatFullDay(day, locale)}, ${formatHour(hour, locale, hour12)}`;
            return (
              <button
                key={hour}
                type="button"
                className={styles.slot}
                aria-label={name}
                onClick={() =>
                  onSlot({ date: day, startTime: start, endTime: hour < 23 ? hourToTime(hour + 1) : '23:59' })
                }
              />
            );
          })}
          {events
            .filter((event) => event.date === day && event.startTime && event.endTime)
            .map((event) => {
              const top = (minutesOf(event.startTime ?? '') - firstMinute) / spanMinutes;
              const height = (minutesOf(event.endTime ?? '') - minutesOf(event.startTime ?? '')) / spanMinutes;
              if (top < 0 || top >= 1 || height <= 0) return null;
              return (
                <div
                  key={eventKey(event)}
                  className={`${styles.event} ${styles.timedEvent}`}
                  style={{ top: `${top * 100}%`, height: `${height * 100}%`, borderColor: event.color }}
                >
                  {event.displayText ?? event.name}
                </div>
              );
            })}
          {day === today && marker !== null && (
            <div className={styles.marker} style={{ top: `${marker * 100}%` }} data-testid="time-marker">
              <span className="visually-hidden">{now && formatHour(now.getHours(), locale, hour12)}</span>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
