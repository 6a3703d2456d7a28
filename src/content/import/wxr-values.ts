import { MAX_INTEGER } from '../../db/dialect.js';
import { removeAccents } from '../render/remove-accents.js';
import { stripAllTags } from '../render/strip-tags.js';
import { isRestDateTime } from '../posts/post-dates.js';
import { WRITABLE_STATUSES } from '../content-model/post-status.js';
import { FORMATS, OPEN_CLOSED } from '../posts/post-values.js';
import type { PostChanges } from '../posts/post-changes.js';
import type { WxrItem } from './wxr-reader.js';

/**
 * An item's values as the export writes them (strings), turned into what Portico's writes take by the
 * same rules as the API: a value the API would refuse is not stored; the item is imported without it
 * (its default instead) and `problems` says so, for a warning naming the item.
 */
export interface ItemValues extends CommentValues {
  status: string;
  menuOrder: number;
}

export interface CommentValues {
  commentStatus: string | undefined;
  pingStatus: string | undefined;
  problems: string[];
}

const shown = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** An item's comment and ping status (media have them too). */
export function commentValues(record: WxrItem): CommentValues {
  const problems: string[] = [];
  const openClosed = (field: string, value: string) => {
    if (!value || (OPEN_CLOSED as readonly string[]).includes(value)) return value || undefined;
    problems.push(`${field} ${shown(value)} is not open or closed: the default kept`);
    return undefined;
  };
  return {
    commentStatus: openClosed('comment_status', record.commentStatus),
    pingStatus: openClosed('ping_status', record.pingStatus),
    problems,
  };
}

export function itemValues(record: WxrItem): ItemValues {
  const comments = commentValues(record);
  const problems = comments.problems;
  let status = record.status === 'trash' ? 'draft' : record.status || 'draft';
  if (!(WRITABLE_STATUSES as readonly string[]).includes(status)) {
    problems.push(`status ${shown(status)} is not a status: imported as a draft`);
    status = 'draft';
  }
  const trimmed = record.menuOrder.trim();
  let menuOrder = trimmed === '' ? 0 : Number(trimmed);
  if (!/^[+-]?\d+$/.test(trimmed || '0') || menuOrder < -MAX_INTEGER - 1 || menuOrder > MAX_INTEGER) {
    problems.push(`menu_order ${shown(record.menuOrder)} is not an integer the database holds: 0 kept`);
    menuOrder = 0;
  }
  return { ...comments, status, menuOrder, problems };
}

/** A format the API knows, from its `post-format-…` term's name; else undefined and why not. */
export function formatOf(name: string): string | { problem: string } {
  return (FORMATS as readonly string[]).includes(name)
    ? name
    : { problem: `format ${shown(name)} is not a post format: none kept` };
}

const ZERO_DATE = /^0000-00-00/;
const LOCAL_DATE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

/** A date the export wrote that is a real one (not `2020-13-45 25:61:61`). */
const realDate = (value: string) => LOCAL_DATE.test(value) && isRestDateTime(value.replace(' ', 'T'));

/** A draft whose GMT date is the zero date has no date yet: it shows the time it is saved. */
const isFloating = (record: WxrItem) =>
  ZERO_DATE.test(record.dateGmt) && (record.status === 'draft' || record.status === 'pending');

/**
 * An item's dates kept as WordPress's importer keeps them: both as exported. The GMT date goes through
 * the write rules (it decides `future`) and the local one is then stored verbatim, as the old site's
 * time zone made it; without a GMT date, the local one is the site's; a floating draft gets none. A
 * date that is not a real one is not kept (said in `problems`).
 */
export function datesOf(record: WxrItem): {
  changes: Pick<PostChanges, 'date' | 'dateGmt'>;
  local: string | undefined;
  problems: string[];
} {
  const problems: string[] = [];
  const real = (field: string, value: string) => {
    if (realDate(value)) return value;
    if (value && !ZERO_DATE.test(value)) problems.push(`${field} ${shown(value)} is not a date: not kept`);
    return undefined;
  };
  const local = real('post_date', record.date);
  if (isFloating(record)) return { changes: {}, local, problems };
  const gmt = real('post_date_gmt', record.dateGmt);
  if (gmt) return { changes: { dateGmt: gmt.replace(' ', 'T') }, local, problems };
  return { changes: local ? { date: local.replace(' ', 'T') } : {}, local: undefined, problems };
}

/**
 * sanitize_user() in strict mode, as WordPress's importer reads the export's logins and each item's
 * `dc:creator` (`>themereviewteam` is `themereviewteam`): no tags, Latin letters without accents, no
 * octets or entities, only letters, digits, space, `_ . - @`, spaces collapsed.
 */
export function sanitizeLogin(login: string): string {
  return removeAccents(stripAllTags(login))
    .replace(/%[a-fA-F0-9]{2}/g, '')
    .replace(/&.+?;/g, '')
    .replace(/[^a-z0-9 _.\-@]/gi, '')
    .trim()
    .replace(/\s+/g, ' ');
}
