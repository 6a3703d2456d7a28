import { autop } from './autop.js';
import { hasBlocks, renderBlocks } from './blocks.js';
import { texturize } from './texturize.js';

export const DEFAULT_EXCERPT_WORDS = 55;

/** `title.rendered`: texturized and trimmed; never prefixed with "Protected:"/"Private:" in REST. */
export const renderTitle = (title: string) => texturize(title).trim();

/**
 * The last results of a pure text → HTML function, for texts up to 20,000 characters (at most ~20 MB
 * in all): lists render the same items again and again, and an excerpt renders its item's content.
 */
function remembered(render: (text: string) => string, capacity = 256): (text: string) => string {
  const results = new Map<string, string>();
  return (text) => {
    if (text.length > 20_000) return render(text);
    let html = results.get(text);
    if (html === undefined) {
      html = render(text);
      if (results.size >= capacity) results.delete(results.keys().next().value!);
    } else results.delete(text);
    results.set(text, html); // the most recently used last
    return html;
  };
}

/** `content.rendered`: blocks rendered, texturized, and paragraphs added when the content is not blocks. */
export const renderContent = remembered((content) => {
  if (content.trim() === '') return '';
  if (hasBlocks(content)) return texturize(renderBlocks(content)) + '\n';
  return autop(texturize(content));
});

function stripTags(html: string): string {
  return html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '').replace(/<[^>]*>/g, '');
}

/**
 * `excerpt.rendered`: the excerpt, or the first words of the rendered content without tags followed by
 * ` [&hellip;]` when cut; then texturized into a paragraph. Empty when both are empty.
 */
export function renderExcerpt(excerpt: string, content: string, words = DEFAULT_EXCERPT_WORDS): string {
  if (excerpt.trim() !== '') return excerptHtml(excerpt);
  return generatedExcerpt(`${words}\u0000${content}`);
}

const excerptHtml = remembered((excerpt) => autop(texturize(excerpt)));

/** The excerpt made from the content (`<words>\0<content>`): lists show the same items again and again. */
const generatedExcerpt = remembered((key) => {
  const split = key.indexOf('\u0000');
  return excerptFromContent(key.slice(split + 1), Number(key.slice(0, split)));
});

function excerptFromContent(content: string, words: number): string {
  const text = stripTags(renderContent(content.replace(/\[[^\]]*\]/g, '')));
  const all = text.split(/[\n\r\t ]+/).filter(Boolean);
  if (all.length === 0) return '';
  const cut = all.length > words;
  return autop(texturize(all.slice(0, words).join(' ') + (cut ? ' [&hellip;]' : '')));
}
