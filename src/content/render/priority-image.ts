import { CONTENT_TAG } from './responsive-images.js';

/** wp_min_priority_img_pixels: smaller images are never the page's largest. */
const MIN_PRIORITY_PIXELS = 50_000;

/** The attributes the reference reads of each image, with its own patterns (digits, letters). */
const WIDTH = / width=["']([0-9]+)["']/;
const HEIGHT = / height=["']([0-9]+)["']/;
const LOADING = / loading=["']([A-Za-z]+)["']/;
const FETCHPRIORITY = / fetchpriority=["']([A-Za-z]+)["']/;

/**
 * What an image of a rendered text does to the page's one high-priority image, as WordPress decides it
 * in wp_get_loading_optimization_attributes() and wp_maybe_add_fetchpriority_high_attr() outside the
 * loop, where only an image that says it loads eagerly (any `loading` but `lazy`) or with high priority
 * is taken to be in view: `none`; `taken` (it is the one, and says so, or says `auto`); `mark` (it is the
 * one and gets `fetchpriority="high"`). Read from the tag as content-tags left it: the `loading="lazy"`
 * that pass adds stands for "not in view", as it did there.
 */
function priorityOf(tag: string): 'none' | 'taken' | 'mark' {
  const width = WIDTH.exec(tag)?.[1];
  const height = HEIGHT.exec(tag)?.[1];
  if (width === undefined || height === undefined) return 'none';
  const loading = LOADING.exec(tag)?.[1];
  const priority = FETCHPRIORITY.exec(tag)?.[1];
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
