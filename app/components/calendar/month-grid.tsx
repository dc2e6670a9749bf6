import { type PointerEvent, useState } from 'react';
import styles from './calendar.module.css';
import {
  type CalendarEvent,
  canStartSelection,
  formatFullDay,
  selectionRange,
  visibleDays,
  weekdayNames,
} from './calendar-rules.ts';

type Range = { start: string; end: string };

function eventKey(event: CalendarEvent): string {
  return `${event.date}-${event.startTime ?? ''}-${event.endTime ?? ''}-${event.name}`;
}

function dayUnder(event: PointerEvent): string | null {
  const element = document.elementFromPoint(event.clientX, event.clientY);
  return element?.closest<HTMLElement>('[data-day]')?.dataset.day ?? null;
}

/**
 * Six Monday-first weeks as an ARIA grid; every day is a button named with its full date. A drag
 * (or a click, or Enter) selects days: it cannot start on a past day nor end before its start
 * (spec §4), and a finished selection opens the event dialog on its first day.
 */
export function MonthGrid({
  cursor,
  today,
  events,
  locale,
  hour12,
  label,
  onSelect,
}: {
  cursor: string;
  today: string;
  events: readonly CalendarEvent[];
  locale: string;
  hour12: boolean;
  label: string;
  onSelect: (range: Range) => void;
}) {
  const days = visibleDays('month', cursor);
  const month = cursor.slice(0, 7);
  const [drag, setDrag] = useState<Range | null>(null);
  const weeks = Array.from({ length: 6 }, (_, index) => days.slice(index * 7, index * 7 + 7));
  const names = weekdayNames(locale);
  const time = (value: string) => {
    const [hours = 0, minutes = 0] = value.split(':').map(Number);
    return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12, timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1, hours, minutes)),
    );
  };

  function start(event: PointerEvent<HTMLButtonElement>, day: string) {
    if (event.button !== 0 || !canStartSelection(day, today)) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    setDrag({ start: day, end: day });
  }

  function move(event: PointerEvent) {
    if (!drag) return;
    const day = dayUnder(event);
    if (day && day !== drag.end) setDrag({ ...drag, end: day });
  }

  function finish() {
    if (!drag) return;
    const range = selectionRange(drag.start, drag.end, today);
    setDrag(null);
    if (range) onSelect(range);
  }

  const selected = drag && selectionRange(drag.start, drag.end, today);

  return (
    <table
      className={styles.month}
      aria-label={label}
      onPointerMove={move}
      onPointerUp={finish}
      onPointerLeave={() => setDrag(null)}
    >
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name} scope="col" className={styles.weekday}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const past = day < today;
              const inSelection = Boolean(selected && day >= selected.start && day <= selected.end);
              const dayEvents = events.filter((event) => event.date === day);
              return (
                <td
                  key={day}
                  className={styles.cell}
                  data-outside={day.slice(0, 7) !== month || undefined}
                  data-selected={inSelection || undefined}
                >
                  <button
                    type="button"
                    className={styles.dayButton}
                    data-day={day}
                    data-today={day === today || undefined}
                    aria-current={day === today ? 'date' : undefined}
                    aria-disabled={past || undefined}
                    aria-label={formatFullDay(day, locale)}
                    onPointerDown={(event) => start(event, day)}
                    onKeyDown={(event) => {
                      if ((event.key === 'Enter' || event.key === ' ') && !past) {
                        event.preventDefault();
                        onSelect({ start: day, end: day });
                      }
                    }}
                  >
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                  </button>
                  {dayEvents.length > 0 && (
                    <ul className={styles.monthEvents}>
                      {dayEvents.map((event) => (
                        <li key={eventKey(event)} style={{ borderColor: event.color }}>
                          {event.startTime && <span className={styles.eventTime}>{time(event.startTime)} </span>}
                          {event.displayText ?? event.name}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
