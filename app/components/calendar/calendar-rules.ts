/**
 * The calendar scheduler's rules (spec §5, §4 and the defaults of §9), kept pure so every rule and
 * text is unit-tested without a browser. Dates are plain calendar days ('YYYY-MM-DD') and times
 * are 'HH:mm': the scheduler never needs time zones, and string days compare in order.
 */

const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** Labels the scheduler cannot draw without (spec §5). */
export const REQUIRED_LABELS = ['today', 'back', 'next', 'month', 'week', 'day', 'all_day'] as const;
export type CalendarLabels = Record<(typeof REQUIRED_LABELS)[number], string>;

/** The spec's texts, exactly; they are developer errors, thrown, never shown to a visitor. */
const CALENDAR_ERRORS = {
  timeRange: 'Invalid time range.',
  view: 'Invalid view',
  endTime: 'Events with a start time require an end time as well.',
} as const;

export type CalendarEvent = {
  readonly date: string;
  readonly startTime?: string;
  readonly endTime?: string;
  readonly name: string;
  readonly color?: string;
  readonly image?: string;
  readonly displayText?: string;
};

export type CalendarOptions = {
  readonly timeRange: readonly [number, number];
  readonly initialView: CalendarView;
  readonly availableViews: readonly CalendarView[];
  readonly hour12: boolean;
  readonly showTimeMarker: boolean;
  readonly minDate?: string;
  readonly maxDate?: string;
};

/** Spec §9; the locale is not here because in Galope it follows the page (useI18n). */
export const CALENDAR_DEFAULTS: CalendarOptions = {
  timeRange: [0, 23],
  initialView: 'month',
  availableViews: CALENDAR_VIEWS,
  hour12: false,
  showTimeMarker: true,
};

function assertTimeRange(range: readonly unknown[]): asserts range is readonly [number, number] {
  const [start, end] = range;
  const isHour = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 23;
  if (range.length !== 2 || !isHour(start) || !isHour(end) || start > end) throw new Error(CALENDAR_ERRORS.timeRange);
}

function assertViews(views: readonly unknown[]): asserts views is readonly CalendarView[] {
  if (views.length === 0 || !views.every((view) => (CALENDAR_VIEWS as readonly unknown[]).includes(view)))
    throw new Error(CALENDAR_ERRORS.view);
}

export function assertLabels(labels: Partial<Record<string, string>>): asserts labels is CalendarLabels {
  const missing = REQUIRED_LABELS.filter((key) => !labels[key]);
  if (missing.length > 0) throw new Error(`Missing calendar labels: ${missing.join(', ')}`);
}

/** Merges the caller's options over the defaults and enforces §5; throws with the spec's texts. */
export function resolveCalendarOptions(options: Partial<CalendarOptions> = {}): CalendarOptions {
  const resolved = { ...CALENDAR_DEFAULTS, ...options };
  assertTimeRange(resolved.timeRange);
  assertViews(resolved.availableViews);
  assertViews([resolved.initialView]);
  return resolved;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isValidDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

function isValidTime(time: string): boolean {
  return TIME.test(time);
}

/**
 * The events the calendar can draw. A start time without an end time is a programming error
 * (thrown, spec §5); a malformed date or time is only reported in the console and skipped.
 */
export function acceptEvents(
  events: readonly CalendarEvent[],
  report: (message: string) => void = console.error,
): CalendarEvent[] {
  const accepted: CalendarEvent[] = [];
  for (const event of events) {
    if (event.startTime && !event.endTime) throw new Error(CALENDAR_ERRORS.endTime);
    if (!isValidDay(event.date)) {
      report(`Invalid event date: ${event.date}`);
      continue;
    }
    if (event.startTime && !isValidTime(event.startTime)) {
      report(`Invalid event start time: ${event.startTime}`);
      continue;
    }
    if (event.endTime && !isValidTime(event.endTime)) {
      report(`Invalid event end time: ${event.endTime}`);
      continue;
    }
    accepted.push(event);
  }
  return accepted;
}

/* ---------- calendar days ---------- */

function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, count: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return toDay(date);
}

export function addMonths(day: string, count: number): string {
  const date = toDate(day);
  const wanted = date.getUTCMonth() + count;
  date.setUTCDate(1);
  date.setUTCMonth(wanted);
  return toDay(date);
}

/** Monday-first: the week starts on Monday in every Galope locale. */
function startOfWeek(day: string): string {
  const weekday = (toDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

function startOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function endOfMonth(day: string): string {
  return addDays(addMonths(startOfMonth(day), 1), -1);
}

/** The local calendar day of a moment (the visitor's day, not UTC's). */
export function localDay(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The days a view shows around `cursor`: six-week month grid, seven days, or one day. */
export function visibleDays(view: CalendarView, cursor: string): string[] {
  if (view === 'day') return [cursor];
  if (view === 'week') return Array.from({ length: 7 }, (_, index) => addDays(startOfWeek(cursor), index));
  const first = startOfWeek(startOfMonth(cursor));
  return Array.from({ length: 42 }, (_, index) => addDays(first, index));
}

/** Where back/next move the cursor in a view. */
export function stepCursor(view: CalendarView, cursor: string, direction: -1 | 1): string {
  if (view === 'month') return addMonths(startOfMonth(cursor), direction);
  return addDays(cursor, direction * (view === 'week' ? 7 : 1));
}

/** First and last day of the period a view shows (the month itself, not the grid's overflow). */
function periodOf(view: CalendarView, cursor: string): { first: string; last: string } {
  if (view === 'month') return { first: startOfMonth(cursor), last: endOfMonth(cursor) };
  if (view === 'week') return { first: startOfWeek(cursor), last: addDays(startOfWeek(cursor), 6) };
  return { first: cursor, last: cursor };
}

/**
 * Spec §5: back is disabled when the previous period ends before minDate, next when the next
 * period starts after maxDate. Without limits both stay enabled.
 */
export function navigationState(
  view: CalendarView,
  cursor: string,
  limits: { minDate?: string; maxDate?: string },
): { canGoBack: boolean; canGoNext: boolean } {
  const previous = periodOf(view, stepCursor(view, cursor, -1));
  const following = periodOf(view, stepCursor(view, cursor, 1));
  return {
    canGoBack: !limits.minDate || previous.last >= limits.minDate,
    canGoNext: !limits.maxDate || following.first <= limits.maxDate,
  };
}

/** Spec §4: a month-view drag selection cannot start on a past day. */
export function canStartSelection(day: string, today: string): boolean {
  return day >= today;
}

/** Spec §4: …nor end before its start. Returns the selected range, or null when refused. */
export function selectionRange(start: string, end: string, today: string): { start: string; end: string } | null {
  if (!canStartSelection(start, today) || end < start) return null;
  return { start, end };
}

/** 'HH:mm' for an hour, as the event form expects it. */
export function hourToTime(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** An hour's label on the clock chosen by the 24H/12H toggle, in the page's locale. */
export function formatHour(hour: number, locale: string, hour12: boolean): string {
  const moment = new Date(Date.UTC(2024, 0, 1, hour));
  // 24-hour labels read HH:mm like the rest of Galope (spec §9 message time format).
  const digits = hour12 ? 'numeric' : '2-digit';
  return new Intl.DateTimeFormat(locale, { hour: digits, minute: '2-digit', hour12, timeZone: 'UTC' }).format(moment);
}

/** A day's full label for screen readers and buttons ("Monday, 2 December 2024"). */
export function formatFullDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(toDate(day));
}

export function formatPeriod(view: CalendarView, cursor: string, locale: string): string {
  const format = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(toDate(day));
  if (view === 'month') return format(cursor, { month: 'long', year: 'numeric' });
  if (view === 'day') return formatFullDay(cursor, locale);
  const { first, last } = periodOf('week', cursor);
  // Node's and the browser's ICU space a range differently (a thin space or a plain one): one
  // plain space keeps the server's text and the hydrated text the same.
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatRange(toDate(first), toDate(last))
    .replace(/[\u2009\u202f\u00a0]/g, ' ');
}

/** Short weekday names Monday to Sunday in the locale. */
export function weekdayNames(locale: string, width: 'short' | 'narrow' = 'short'): string[] {
  const monday = '2024-01-01';
  return Array.from({ length: 7 }, (_, index) =>
    new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(toDate(addDays(monday, index))),
  );
}

/** The marker's position inside the time grid, as a fraction of the shown hours (null outside). */
export function timeMarkerOffset(now: Date, timeRange: readonly [number, number]): number | null {
  const minutes = now.getHours() * 60 + now.getMinutes();
  const start = timeRange[0] * 60;
  const end = (timeRange[1] + 1) * 60;
  if (minutes < start || minutes >= end) return null;
  return (minutes - start) / (end - start);
}

export type EventFormErrors = Partial<
  Record<'date' | 'startTime' | 'endTime', 'required' | 'invalid' | 'end_before_start'>
>;

/** The creation dialog's fields: Date, Start Time and End Time are required (spec §2). */
export function validateEventForm(form: { date: string; startTime: string; endTime: string }): EventFormErrors {
  const errors: EventFormErrors = {};
  if (!form.date) errors.date = 'required';
  else if (!isValidDay(form.date)) errors.date = 'invalid';
  if (!form.startTime) errors.startTime = 'required';
  else if (!isValidTime(form.startTime)) errors.startTime = 'invalid';
  if (!form.endTime) errors.endTime = 'required';
  else if (!isValidTime(form.endTime)) errors.endTime = 'invalid';
  else if (!errors.startTime && form.endTime <= form.startTime) errors.endTime = 'end_before_start';
  return errors;
}
