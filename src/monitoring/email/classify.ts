import type { ParsedMail } from 'mailparser';
import type { Check } from '../checks/check.entity.js';
import { keywordAction, type PingAction } from '../pings/ping-rules.js';

/** Visible text of an HTML part: scripts and styles dropped, tags stripped, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An e-mail ping's action: success unless the check filters on subject or body, as Healthchecks does. */
export function emailAction(check: Check, mail: ParsedMail): PingAction {
  if (!check.filterSubject && !check.filterBody) return 'success';
  const parts: string[] = [];
  if (check.filterSubject) parts.push(mail.subject ?? '');
  if (check.filterBody) {
    parts.push(mail.text ?? '');
    if (typeof mail.html === 'string') parts.push(htmlToText(mail.html));
  }
  return keywordAction(check, parts.join('\n'));
}
