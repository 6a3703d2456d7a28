import { djangoEscape } from '../wording.js';
import { pingFacts, scheduleFacts, tagList, type FlipNotice } from '../notice.js';

export interface Markup {
  bold(label: string): string;
  code(text: string): string;
  /** How the tag list reads; default "a, b". */
  tags?(tags: string[]): string;
}

export const html: Markup = { bold: (label) => `<b>${label}</b>`, code: (text) => `<code>${text}</code>` };
export const markdown: Markup = { bold: (label) => `**${label}**`, code: (text) => `\`${text}\`` };

/** A link in the HTML of Telegram, Matrix, Pushover and Google Chat. */
export const anchor = (url: string, label: string) => `<a href="${djangoEscape(url)}">${label}</a>`;
/** A Markdown link (Gotify, ntfy, Zulip, Teams' cards). */
export const markdownLink = (url: string, label: string) => `[${label}](${url})`;

/**
 * The facts lines of Healthchecks' Telegram, Pushover, ntfy and Matrix templates: project, tags,
 * period or schedule, total pings and the last ping, every value escaped as Django escapes it.
 */
export function factLines(notice: FlipNotice, markup: Markup): string[] {
  const lines: string[] = [];
  const add = (label: string, value: string) => lines.push(`${markup.bold(`${label}:`)} ${value}`);
  if (notice.project) add('Project', djangoEscape(notice.project));
  const tags = tagList(notice);
  if (tags.length)
    add('Tags', markup.tags ? markup.tags(tags.map(djangoEscape)) : djangoEscape(tags.join(', ')));
  for (const [label, value] of scheduleFacts(notice))
    add(label, label === 'Schedule' ? markup.code(djangoEscape(value)) : djangoEscape(value));
  const [total, last] = pingFacts(notice);
  add('Total Pings', total);
  add('Last Ping', last);
  return lines;
}
