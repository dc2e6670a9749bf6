/**
 * A visit happens where the horse is: its slots are entered and shown in the ad's own time zone,
 * stored as UTC instants, and sent to calendars in UTC. No date library: Intl knows the zones.
 */

/** The zone of an ad's place: the Canaries, the Azores and Madeira keep their own clocks. */
export function visitTimeZone({ countryCode, communityId }: { countryCode: string; communityId: string | null }) {
  if (communityId === 'ES.53') return 'Atlantic/Canary';
  if (communityId === 'PT.23') return 'Atlantic/Azores';
  if (communityId === 'PT.10') return 'Atlantic/Madeira';
  return countryCode === 'PT' ? 'Europe/Lisbon' : 'Europe/Madrid';
}

function wallParts(moment: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '00';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The day and time (YYYY-MM-DD, HH:mm) a clock in `timeZone` shows at `moment`. */
export function wallTime(moment: Date, timeZone: string): { day: string; time: string } {
  return wallParts(moment, timeZone);
}

function asUtc(day: string, time: string): number {
  return Date.parse(`${day}T${time}:00Z`);
}

/**
 * The instant at which a clock in `timeZone` shows `day` `time`. A time skipped by the spring
 * change (02:30 on the last Sunday of March) does not exist: null. A time shown twice in autumn
 * is taken at its first showing.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date | null {
  const wanted = asUtc(day, time);
  if (Number.isNaN(wanted)) return null;
  const offsetAt = (moment: number) => {
    const shown = wallParts(new Date(moment), timeZone);
    return asUtc(shown.day, shown.time) - moment;
  };
  // The offset a few hours either side: the earlier candidate first, so autumn's repeat takes the first.
  const candidates = [offsetAt(wanted - 12 * 3_600_000), offsetAt(wanted + 12 * 3_600_000)]
    .map((offset) => wanted - offset)
    .sort((a, b) => a - b);
  for (const candidate of candidates) {
    const shown = wallParts(new Date(candidate), timeZone);
    if (shown.day === day && shown.time === time) return new Date(candidate);
  }
  return null;
}
