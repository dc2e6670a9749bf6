import { describe, expect, it, vi } from 'vitest';
import {
  acceptEvents,
  assertLabels,
  CALENDAR_DEFAULTS,
  canStartSelection,
  formatHour,
  formatPeriod,
  navigationState,
  resolveCalendarOptions,
  selectionRange,
  stepCursor,
  timeMarkerOffset,
  validateEventForm,
  visibleDays,
} from './calendar-rules.ts';

const labels = {
  today: 'Today',
  back: 'Back',
  next: 'Next',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  all_day: 'All day',
};

describe('calendar defaults (spec §9)', () => {
  it('shows hours 0 to 23, opens on the month, uses a 24-hour clock and shows the time marker', () => {
    expect(CALENDAR_DEFAULTS).toEqual({
      timeRange: [0, 23],
      initialView: 'month',
      availableViews: ['month', 'week', 'day'],
      hour12: false,
      showTimeMarker: true,
    });
    expect(resolveCalendarOptions()).toEqual(CALENDAR_DEFAULTS);
  });
});

describe('timeRange (spec §5)', () => {
  it.each([[[8, 18]], [[0, 23]], [[12, 12]]])('accepts %j', (range) => {
    expect(resolveCalendarOptions({ timeRange: range as [number, number] }).timeRange).toEqual(range);
  });
  it.each([[[18, 8]], [[-1, 10]], [[0, 24]], [[1.5, 10]], [[1]], [[1, 2, 3]], [['1', 2]]])(
    'refuses %j with "Invalid time range."',
    (range) => {
      expect(() => resolveCalendarOptions({ timeRange: range as unknown as [number, number] })).toThrow(
        new Error('Invalid time range.'),
      );
    },
  );
});

describe('availableViews (spec §5)', () => {
  it('accepts any of month, week, day', () => {
    expect(resolveCalendarOptions({ availableViews: ['week', 'day'], initialView: 'week' }).availableViews).toEqual([
      'week',
      'day',
    ]);
  });
  it.each([[['year']], [['month', 'agenda']], [[]]])('refuses %j with "Invalid view"', (views) => {
    expect(() => resolveCalendarOptions({ availableViews: views as never })).toThrow(new Error('Invalid view'));
  });
  it('refuses an unknown initial view', () => {
    expect(() => resolveCalendarOptions({ initialView: 'year' as never })).toThrow(new Error('Invalid view'));
  });
});

describe('labels (spec §5)', () => {
  it('accepts the seven required labels', () => {
    expect(() => assertLabels(labels)).not.toThrow();
  });
  it.each(['today', 'back', 'next', 'month', 'week', 'day', 'all_day'])('requires %s', (key) => {
    expect(() => assertLabels({ ...labels, [key]: undefined })).toThrow(key);
  });
});

describe('events (spec §5)', () => {
  it('requires an end time when an event has a start time', () => {
    expect(() => acceptEvents([{ date: '2026-01-02', startTime: '10:00', name: 'Visit' }])).toThrow(
      new Error('Events with a start time require an end time as well.'),
    );
  });
  it('keeps all-day and timed events', () => {
    const events = [
      { date: '2026-01-02', name: 'Show' },
      { date: '2026-01-02', startTime: '10:00', endTime: '11:30', name: 'Visit' },
    ];
    expect(acceptEvents(events, () => {})).toEqual(events);
  });
  it.each([
    [{ date: '2026-02-30', name: 'x' }, 'Invalid event date'],
    [{ date: 'tomorrow', name: 'x' }, 'Invalid event date'],
    [{ date: '2026-01-02', startTime: '25:00', endTime: '26:00', name: 'x' }, 'Invalid event start time'],
    [{ date: '2026-01-02', startTime: '10:00', endTime: '10:75', name: 'x' }, 'Invalid event end time'],
  ])('only reports %j in the console and skips it', (event, text) => {
    const report = vi.fn();
    expect(acceptEvents([event], report)).toEqual([]);
    expect(report).toHaveBeenCalledWith(expect.stringContaining(text));
  });
  it('reports with console.error by default, without throwing', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(acceptEvents([{ date: 'nope', name: 'x' }])).toEqual([]);
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});

describe('navigation limits (spec §5)', () => {
  it('disables back when the previous month ends before minDate and next after maxDate', () => {
    expect(navigationState('month', '2026-03-15', { minDate: '2026-03-01', maxDate: '2026-03-31' })).toEqual({
      canGoBack: false,
      canGoNext: false,
    });
    expect(navigationState('month', '2026-03-15', { minDate: '2026-02-28', maxDate: '2026-04-01' })).toEqual({
      canGoBack: true,
      canGoNext: true,
    });
  });
  it('works per week and per day', () => {
    // 2026-03-16 is a Monday.
    expect(navigationState('week', '2026-03-18', { minDate: '2026-03-16' }).canGoBack).toBe(false);
    expect(navigationState('week', '2026-03-18', { minDate: '2026-03-15' }).canGoBack).toBe(true);
    expect(navigationState('day', '2026-03-18', { maxDate: '2026-03-18' }).canGoNext).toBe(false);
    expect(navigationState('day', '2026-03-18', { maxDate: '2026-03-19' }).canGoNext).toBe(true);
  });
  it('stays enabled without limits', () => {
    expect(navigationState('day', '2026-03-18', {})).toEqual({ canGoBack: true, canGoNext: true });
  });
});

describe('month-view drag selection (spec §4)', () => {
  const today = '2026-03-18';
  it('cannot start on a past day', () => {
    expect(canStartSelection('2026-03-17', today)).toBe(false);
    expect(canStartSelection(today, today)).toBe(true);
    expect(selectionRange('2026-03-17', '2026-03-20', today)).toBeNull();
  });
  it('cannot end before its start', () => {
    expect(selectionRange('2026-03-20', '2026-03-19', today)).toBeNull();
    expect(selectionRange('2026-03-20', '2026-03-22', today)).toEqual({ start: '2026-03-20', end: '2026-03-22' });
  });
});

describe('views and hours', () => {
  it('draws a six-week Monday-first month, a Monday-first week and one day', () => {
    const month = visibleDays('month', '2026-03-18');
    expect(month).toHaveLength(42);
    expect(month[0]).toBe('2026-02-23');
    expect(visibleDays('week', '2026-03-18')).toEqual([
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-21',
      '2026-03-22',
    ]);
    expect(visibleDays('day', '2026-03-18')).toEqual(['2026-03-18']);
  });
  it('steps a month from the 31st without skipping February', () => {
    expect(stepCursor('month', '2026-01-31', 1)).toBe('2026-02-01');
  });
  it('labels hours on a 24-hour or 12-hour clock', () => {
    expect(formatHour(15, 'en', false)).toBe('15:00');
    expect(formatHour(8, 'en-GB', false)).toBe('08:00');
    expect(formatHour(15, 'en', true)).toMatch(/^3:00\sPM$/);
  });
  it('places the time marker inside the shown hours only', () => {
    expect(timeMarkerOffset(new Date(2026, 2, 18, 12, 0), [0, 23])).toBe(0.5);
    expect(timeMarkerOffset(new Date(2026, 2, 18, 7, 0), [8, 18])).toBeNull();
  });
});

describe('event dialog fields (spec §2)', () => {
  it('requires Date, Start Time and End Time', () => {
    expect(validateEventForm({ date: '', startTime: '', endTime: '' })).toEqual({
      date: 'required',
      startTime: 'required',
      endTime: 'required',
    });
  });
  it('needs the end after the start', () => {
    expect(validateEventForm({ date: '2026-03-18', startTime: '10:00', endTime: '09:00' })).toEqual({
      endTime: 'end_before_start',
    });
    expect(validateEventForm({ date: '2026-03-18', startTime: '10:00', endTime: '11:00' })).toEqual({});
  });
});

describe('formatPeriod', () => {
  it.each(['en', 'es', 'ca', 'pt'])(
    'spaces a week range in %s with plain spaces, as the browser and the server both print it',
    (locale) => {
      const week = formatPeriod('week', '2026-03-18', locale);
      expect(week).toMatch(/16/);
      expect(week).toMatch(/22/);
      expect(week).not.toMatch(/[\u2009\u202f\u00a0]/);
    },
  );
});
