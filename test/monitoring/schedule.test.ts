import { describe, expect, it } from 'vitest';
import { isValidSchedule, nextScheduled, scheduleKind } from '../../src/monitoring/schedule/schedule.js';

/** The next `count` expected pings after `after`, as ISO strings. */
function upcoming(schedule: string, tz: string, after: string, count = 1): string[] {
  const kind = scheduleKind(schedule);
  const result: string[] = [];
  let from = new Date(after);
  for (let i = 0; i < count; i++) {
    const next = nextScheduled(kind, schedule, tz, from);
    if (!next) break;
    result.push(next.toISOString().replace('.000', ''));
    from = next;
  }
  return result;
}

describe('schedule validation (the reference test cases)', () => {
  it.each([
    '5 * * * *',
    '0,30 * * * *',
    '*/15 9-17 * * mon-fri',
    '0 0 L * *',
    '0 0 LW * *',
    '0 0 * * 5L',
    '0 0 * * MON#1',
    '0 0 1 jan-mar sun',
    '12:34',
    '*-*~1 12:00',
    'Mon..Fri 09:00',
    'Mon-Fri *-*-* 09:00:00',
    'Sat,Sun 10:00:30',
    'daily',
    'Quarterly',
    '*:0/15',
    '30-01-01 10:00',
    '12:00 Europe/Riga',
    '12:00 Europe/Kiev',
    '08:00\n20:00 Asia/Tokyo',
    '2001-01-01',
  ])('accepts %j', (schedule) => {
    expect(isValidSchedule(schedule)).toBe(true);
  });

  it.each([
    'bad-expression',
    '* * * * * *',
    '* invalid *',
    '1,2 61 * * *',
    '0 0 31 2 *',
    '0 0 30 2 *',
    '5-1 * * * *',
    '*/0 * * * *',
    'H * * * *',
    '0 0 ? * *',
    '0 0 W * *',
    '0 0 * * L',
    '0 0 * * 1#6',
    '12:34\nsurprise',
    'Surprise 12:34',
    '12:34 Europe/surprise',
    '12:34:56.5',
    '25:00',
    '*-13-01',
    '*-*~29',
    '99-01-01',
    '2201-01-01',
    '11',
    '12:00\n\n13:00',
  ])('rejects %j', (schedule) => {
    expect(isValidSchedule(schedule)).toBe(false);
  });
});

describe('cron', () => {
  it('ORs restricted day fields and ANDs them when one starts with a star', () => {
    // 2023-01-15 is a Sunday.
    expect(upcoming('0 0 1 * MON', 'UTC', '2023-01-15T00:00:00Z', 5)).toEqual([
      '2023-01-16T00:00:00Z',
      '2023-01-23T00:00:00Z',
      '2023-01-30T00:00:00Z',
      '2023-02-01T00:00:00Z',
      '2023-02-06T00:00:00Z',
    ]);
    expect(upcoming('0 0 */2 * MON', 'UTC', '2023-01-15T00:00:00Z', 2)).toEqual([
      '2023-01-23T00:00:00Z',
      '2023-02-13T00:00:00Z',
    ]);
  });

  it('knows the last day, the last weekday, the last Friday and the first Monday', () => {
    expect(upcoming('0 0 L * *', 'UTC', '2023-02-01T00:00:00Z')).toEqual(['2023-02-28T00:00:00Z']);
    expect(upcoming('0 0 LW * *', 'UTC', '2023-09-01T00:00:00Z', 4)).toEqual([
      '2023-09-29T00:00:00Z',
      '2023-10-31T00:00:00Z',
      '2023-11-30T00:00:00Z',
      '2023-12-29T00:00:00Z',
    ]);
    expect(upcoming('0 0 * * 5L', 'UTC', '2023-01-01T00:00:00Z')).toEqual(['2023-01-27T00:00:00Z']);
    expect(upcoming('0 0 * * MON#1', 'UTC', '2023-01-15T00:00:00Z')).toEqual(['2023-02-06T00:00:00Z']);
  });

  it('runs fixed times on the wall clock across DST changes, as Debian cron does', () => {
    // Riga: 2023-03-26 03:00 → 04:00 (UTC+2 → +3), 2023-10-29 04:00 → 03:00.
    expect(upcoming('30 3 * * *', 'Europe/Riga', '2023-03-25T23:00:00Z', 2)).toEqual([
      '2023-03-26T01:00:00Z',
      '2023-03-27T00:30:00Z',
    ]);
    expect(upcoming('30 3 * * *', 'Europe/Riga', '2023-10-28T23:00:00Z', 2)).toEqual([
      '2023-10-29T00:30:00Z',
      '2023-10-30T01:30:00Z',
    ]);
  });

  it('steps through real time when the minute or hour starts with a star', () => {
    expect(upcoming('0 * * * *', 'Europe/Riga', '2023-10-28T23:30:00Z', 3)).toEqual([
      '2023-10-29T00:00:00Z',
      '2023-10-29T01:00:00Z',
      '2023-10-29T02:00:00Z',
    ]);
    expect(upcoming('0 * * * *', 'Europe/Riga', '2023-03-25T23:30:00Z', 2)).toEqual([
      '2023-03-26T00:00:00Z',
      '2023-03-26T01:00:00Z',
    ]);
    expect(upcoming('15 * * * *', 'Europe/Riga', '2023-10-29T00:55:00Z')).toEqual(['2023-10-29T01:15:00Z']);
  });
});

describe('OnCalendar', () => {
  it('matches dates, weekdays, days from the end of the month and steps', () => {
    expect(upcoming('*-*~1 12:00', 'UTC', '2023-02-10T00:00:00Z', 2)).toEqual([
      '2023-02-28T12:00:00Z',
      '2023-03-31T12:00:00Z',
    ]);
    expect(upcoming('Mon *-05~07/1 10:00', 'UTC', '2023-01-01T00:00:00Z')).toEqual(['2023-05-29T10:00:00Z']);
    expect(upcoming('Mon *-*-01', 'UTC', '2023-01-01T00:00:00Z')).toEqual(['2023-05-01T00:00:00Z']);
    expect(upcoming('Mon..Fri 09:00', 'UTC', '2023-01-13T10:00:00Z', 2)).toEqual([
      '2023-01-16T09:00:00Z',
      '2023-01-17T09:00:00Z',
    ]);
    expect(upcoming('*:0/20:30', 'UTC', '2023-01-01T00:00:00Z', 3)).toEqual([
      '2023-01-01T00:00:30Z',
      '2023-01-01T00:20:30Z',
      '2023-01-01T00:40:30Z',
    ]);
    expect(upcoming('quarterly', 'UTC', '2023-02-01T00:00:00Z')).toEqual(['2023-04-01T00:00:00Z']);
    expect(upcoming('weekly', 'UTC', '2023-01-13T00:00:00Z')).toEqual(['2023-01-16T00:00:00Z']);
  });

  it('takes the earliest line, each in its own time zone', () => {
    expect(upcoming('12:00 Asia/Tokyo\n20:00', 'Europe/Riga', '2023-01-01T00:00:00Z', 3)).toEqual([
      '2023-01-01T03:00:00Z',
      '2023-01-01T18:00:00Z',
      '2023-01-02T03:00:00Z',
    ]);
  });

  it('skips nonexistent local times and matches repeated ones twice', () => {
    expect(upcoming('03:30', 'Europe/Riga', '2023-03-25T12:00:00Z')).toEqual(['2023-03-27T00:30:00Z']);
    expect(upcoming('03:30', 'Europe/Riga', '2023-10-28T12:00:00Z', 3)).toEqual([
      '2023-10-29T00:30:00Z',
      '2023-10-29T01:30:00Z',
      '2023-10-30T01:30:00Z',
    ]);
  });

  it('has no next match after its last date', () => {
    expect(upcoming('2001-01-01', 'UTC', '2026-01-01T00:00:00Z')).toEqual([]);
  });
});
