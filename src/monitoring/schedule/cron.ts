import { CronExpressionParser, type CronExpression } from 'cron-parser';

const FIVE_FIELDS = /^\S+(\s+\S+){4}$/;

function parse(expression: string, after: Date, tz: string): CronExpression {
  return CronExpressionParser.parse(expression, { currentDate: after, tz, strict: false });
}

/**
 * Vixie cron's day rule: when both day fields are restricted a day matches either (OR); a field that
 * starts with a star (also star-slash-2) makes the two AND-ed. cron-parser ORs those with a weekday, so such
 * expressions are filtered here.
 */
function needsAnd(expression: string): boolean {
  const [, , dom, , dow] = expression.trim().split(/\s+/);
  const starred = (field: string) => field.startsWith('*');
  return starred(dom) !== starred(dow) && dom !== '*' && dow !== '*';
}

/** The first match strictly after `after`, or null when there is none within the search horizon. */
export function nextCronMatch(expression: string, tz: string, after: Date): Date | null {
  const iterator = parse(expression, after, tz);
  const and = needsAnd(expression);
  const { dayOfMonth, dayOfWeek } = iterator.fields;
  for (let i = 0; i < 5000; i++) {
    if (!iterator.hasNext()) return null;
    const next = iterator.next();
    if (!and) return next.toDate();
    const day = next.getDate();
    const weekday = next.getDay();
    const domOk = (dayOfMonth.values as (number | string)[]).includes(day);
    const dowOk = (dayOfWeek.values as (number | string)[]).some(
      (v) => v === weekday || (v === 7 && weekday === 0),
    );
    if (domOk && dowOk) return next.toDate();
  }
  return null;
}

/** True when the expression has 5 fields, parses, and matches at least once after 2000-01-01. */
export function isValidCron(expression: string): boolean {
  if (!FIVE_FIELDS.test(expression.trim()) || expression.includes('?')) return false;
  try {
    return nextCronMatch(expression, 'UTC', new Date('2000-01-01T00:00:00Z')) !== null;
  } catch {
    return false;
  }
}
