import { withPriorityImage } from '../../../src/content/render/priority-image.js';

/** The texts the reference renders through the_content or the_excerpt, and so through its content tags. */
const RENDERED = new Set(['content', 'excerpt', 'description', 'caption']);

type Path = (string | number)[];

/** `value` with the string at `path` replaced, copied along the path only (answers may share parts). */
function replacedAt(value: unknown, path: Path, html: string): unknown {
  if (!path.length) return html;
  const [step, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === step ? replacedAt(item, rest, html) : item));
  const object = value as Record<string, unknown>;
  return { ...object, [step]: replacedAt(object[step], rest, html) };
}

/**
 * A cms/v2 answer with the one high-priority image WordPress gives per request (see withPriorityImage):
 * the texts in the order the reference renders them — each item's content before its excerpt (a media
 * item's description before its caption), items and batch answers in order, then what `_embed` added,
 * which the reference renders once the answer is ready. At most one text changes.
 */
export function withRequestPriorityImage(body: unknown): unknown {
  const page = { taken: false };
  const embeds: [unknown, Path][] = [];
  let change: { path: Path; html: string } | null = null;
  // An answer is an item, a list of answers, or a batch's (`responses[].body`); only items' own texts,
  // never their links or details, are rendered ones.
  const visit = (answer: unknown, path: Path, deferEmbeds: boolean): void => {
    if (page.taken || !answer || typeof answer !== 'object') return;
    if (Array.isArray(answer)) return answer.forEach((each, i) => visit(each, [...path, i], deferEmbeds));
    const item = answer as Record<string, unknown>;
    for (const key of Object.keys(item)) {
      const rendered = RENDERED.has(key) ? (item[key] as { rendered?: unknown } | null)?.rendered : undefined;
      if (typeof rendered !== 'string') continue;
      const html = withPriorityImage(rendered, page);
      if (html !== rendered) change = { path: [...path, key, 'rendered'], html };
      if (page.taken) return;
    }
    if (Array.isArray(item.responses))
      item.responses.forEach((each: { body?: unknown } | null, i) =>
        visit(each?.body, [...path, 'responses', i, 'body'], deferEmbeds),
      );
    const embedded = item._embedded as Record<string, unknown> | undefined;
    for (const [rel, answers] of Object.entries(embedded ?? {}))
      if (deferEmbeds) embeds.push([answers, [...path, '_embedded', rel]]);
      else visit(answers, [...path, '_embedded', rel], false);
  };
  visit(body, [], true);
  for (const [answers, path] of embeds) visit(answers, path, false);
  const found = change as { path: Path; html: string } | null;
  return found ? replacedAt(body, found.path, found.html) : body;
}
