import { CONTENT_TAG } from './responsive-images.js';

/** wp_min_priority_img_pixels: smaller images are never the page's largest. */
const MIN_PRIORITY_PIXELS = 50_000;

const numberOf = (tag: string, name: string) => new RegExp(` ${name}=["']([0-9]+)["']`).exec(tag)?.[1];
const wordOf = (tag: string, name: string) => new RegExp(` ${name}=["']([A-Za-z]+)["']`).exec(tag)?.[1];

/**
 * What an image of a rendered text does to the page's one high-priority image, as WordPress decides it
 * in wp_get_loading_optimization_attributes() and wp_maybe_add_fetchpriority_high_attr() outside the
 * loop, where only an image that says it loads eagerly (any `loading` but `lazy`) or with high priority
 * is taken to be in view: `none`; `taken` (it is the one, and says so, or says `auto`); `mark` (it is the
 * one and gets `fetchpriority="high"`). Read from the tag as content-tags left it: the `loading="lazy"`
 * that pass adds stands for "not in view", as it did there.
 */
function priorityOf(tag: string): 'none' | 'taken' | 'mark' {
  const width = numberOf(tag, 'width');
  const height = numberOf(tag, 'height');
  if (width === undefined || height === undefined) return 'none';
  const loading = wordOf(tag, 'loading');
  const priority = wordOf(tag, 'fetchpriority');
  const inView = priority === 'high' ? loading !== 'lazy' : loading !== undefined && loading !== 'lazy';
  if (!inView) return 'none';
  if (priority !== undefined && priority !== 'auto') return priority === 'high' ? 'taken' : 'none';
  if (Number(width) * Number(height) < MIN_PRIORITY_PIXELS) return 'none';
  return priority === undefined ? 'mark' : 'taken';
}

/**
 * WordPress's one high-priority image per request (wp_high_priority_element_flag): the rendered texts
 * of an answer, in the order the reference renders them, each passed here with the same `page`. The
 * first image that claims the priority takes it for the whole answer; if it asks nothing of it, it gets
 * `fetchpriority="high"` (where it has a double-quoted `src`, `width` and `height`), and so does every
 * copy of the same tag in that text, as the reference replaces a tag everywhere at once.
 */
export function withPriorityImage(html: string, page: { taken: boolean }): string {
  if (page.taken || !html.includes('<img')) return html;
  for (const [tag, name] of html.matchAll(CONTENT_TAG)) {
    const priority = name === 'img' ? priorityOf(tag) : 'none';
    if (priority === 'none') continue;
    page.taken = true;
    const markable = [' src="', ' width="', ' height="'].every((attribute) => tag.includes(attribute));
    if (priority === 'taken' || !markable) return html;
    return html.split(tag).join(tag.replace('<img', '<img fetchpriority="high"'));
  }
  return html;
}
