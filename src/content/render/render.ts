import { createHash } from 'node:crypto';
import { autop } from './autop.js';
import { excerptBlocks, hasBlocks, renderBlocks } from './blocks.js';
import { filterContentTags } from './content-tags.js';
import {
  imageIdsIn,
  NO_IMAGES,
  type ImageLibrary,
  type ImageLookup,
  type LibraryImage,
} from './responsive-images.js';
import { UniqueIds } from './parsed-block.js';
import { phpTrim } from './php-text.js';
import { stripAllTags } from './strip-tags.js';
import { doShortcodes, shortcodeUnautop, stripShortcodes } from './shortcodes.js';
import { convertSmilies } from './smilies.js';
import { texturize } from './texturize.js';

export const DEFAULT_EXCERPT_WORDS = 55;

/** convert_chars(): an ampersand that starts no entity becomes `&#038;`. */
const convertChars = (html: string) => html.replace(/&([^#])(?![a-z1-4]{1,8};)/gi, '&#038;$1');

/**
 * `title.rendered` (the `the_title` filters): texturized, ampersands converted, trimmed, the reference's
 * name capitalised; never prefixed with "Protected:"/"Private:" in REST.
 */
export const renderTitle = (title: string) =>
  phpTrim(convertChars(texturize(title))).replaceAll('Wordpress', 'WordPress');

/** Texts up to this many characters are their own key; longer ones are keyed by their hash. */
const SHORT_TEXT = 20_000;
/** What the results of long texts may hold, in characters, per function (2 bytes each). */
const LONG_RESULTS_CHARS = 16 * 1024 * 1024;

/**
 * The last results of a pure text → HTML function: lists render the same items again and again, an
 * excerpt renders its item's content, and a long item (up to 10 MB of content, ~1 s to render) is
 * rendered once per version, not on every request. Short texts are kept by the text itself (256 of
 * them, ~20 MB at most); long ones by their SHA-256 (a collision would show one item's HTML for
 * another's), within LONG_RESULTS_CHARS.
 */
export function remembered(render: (text: string) => string, capacity = 256): (text: string) => string {
  const results = new Map<string, string>();
  const long = new Map<string, string>();
  let longChars = 0;
  return (text) => {
    if (text.length > SHORT_TEXT) {
      const key = createHash('sha256').update(text).digest('base64');
      let html = long.get(key);
      if (html === undefined) {
        html = render(text);
        if (html.length > LONG_RESULTS_CHARS) return html;
        longChars += html.length;
        for (const [oldest, kept] of long) {
          if (longChars <= LONG_RESULTS_CHARS) break;
          long.delete(oldest);
          longChars -= kept.length;
        }
      } else long.delete(key);
      long.set(key, html); // the most recently used last
      return html;
    }
    let html = results.get(text);
    if (html === undefined) {
      html = render(text);
      if (results.size >= capacity) results.delete(results.keys().next().value!);
    } else results.delete(text);
    results.set(text, html); // the most recently used last
    return html;
  };
}

/** capital_P_dangit(): the reference's own name, spelled its way where it starts a word in running text. */
const capitalP = (html: string) => html.replace(/( |&#8216;|&#8220;|>|\()Wordpress/g, '$1WordPress');

/**
 * The `the_content` filters after the blocks are rendered, in the reference's order, up to
 * wp_filter_content_tags: wptexturize, wpautop (not for block content: do_blocks takes it away for that
 * post), shortcode_unautop, do_shortcode, capital_P_dangit.
 */
function filtersBeforeTags(html: string, ids: UniqueIds, paragraphs: boolean): string {
  const out = texturize(html);
  return capitalP(doShortcodes(shortcodeUnautop(paragraphs ? autop(out) : out), ids));
}

/** the_content up to wp_filter_content_tags: the text alone decides it. */
const contentBeforeTags = remembered((content) => {
  const ids = new UniqueIds();
  const blocks = hasBlocks(content);
  return filtersBeforeTags(blocks ? renderBlocks(content, ids) : content, ids, !blocks);
});

/**
 * A step that reads the library images of its text, remembered by the text and those images' metadata:
 * an edit, a regenerate or a delete of one changes its key, so no answer outlives the sizes it shows.
 * `withLibrary` takes the images; `reading` reads those the text names first, through `images` (one
 * batch with the request's other texts).
 */
function rememberedWithImages(step: (html: string, library: ImageLibrary) => string) {
  const run = remembered((key) => {
    const split = key.indexOf('\u0000');
    const named = key.slice(0, split);
    const html = key.slice(split + 1);
    if (!named) return step(html, NO_IMAGES);
    const [uploadsUrl, images] = JSON.parse(named) as [string, [number, LibraryImage][]];
    return step(html, { uploadsUrl, images: new Map(images) });
  });
  const withLibrary = (html: string, library: ImageLibrary) => {
    const shown = imageIdsIn(html).flatMap((id) => {
      const image = library.images.get(id);
      return image ? [[id, image]] : [];
    });
    return run(`${shown.length ? JSON.stringify([library.uploadsUrl, shown]) : ''}\u0000${html}`);
  };
  const reading = async (html: string, images: ImageLookup) => {
    const ids = imageIdsIn(html);
    return withLibrary(html, ids.length ? await images(ids) : NO_IMAGES);
  };
  return { withLibrary, reading };
}

/** wp_filter_content_tags then convert_smilies, the last of the_content's filters. */
const contentTags = rememberedWithImages((html, library) => convertSmilies(filterContentTags(html, library)));

/**
 * `content.rendered`: the_content — blocks rendered (do_blocks), then the content filters; `library`
 * holds the library images it shows (`wp-image-<id>`), which get their responsive sizes.
 */
export const renderContent = (content: string, library: ImageLibrary = NO_IMAGES) =>
  contentTags.withLibrary(contentBeforeTags(content), library);

/** renderContent, reading the library images the content shows through `images`. */
export const renderContentWith = (content: string, images: ImageLookup) =>
  contentTags.reading(contentBeforeTags(content), images);

/**
 * The `the_excerpt` filters before wp_filter_content_tags: wptexturize, convert_smilies, convert_chars,
 * wpautop, shortcode_unautop.
 */
const excerptFilters = (text: string) =>
  shortcodeUnautop(autop(convertChars(convertSmilies(texturize(text)))));

const excerptHtml = remembered(excerptFilters);
const excerptTags = rememberedWithImages(filterContentTags);

/**
 * `excerpt.rendered`: the excerpt, or one made from the content (wp_trim_excerpt); then the excerpt
 * filters, wp_filter_content_tags last (`library`: the library images a written excerpt shows). Empty
 * when both are empty.
 */
export function renderExcerpt(
  excerpt: string,
  content: string,
  words = DEFAULT_EXCERPT_WORDS,
  library: ImageLibrary = NO_IMAGES,
): string {
  if (excerpt.trim() !== '') return excerptTags.withLibrary(excerptHtml(excerpt), library);
  return generatedExcerpt(`${words}\u0000${content}`);
}

/** renderExcerpt, reading the library images a written excerpt shows through `images`. */
export const renderExcerptWith = async (excerpt: string, content: string, images: ImageLookup) =>
  excerpt.trim() !== '' ? excerptTags.reading(excerptHtml(excerpt), images) : renderExcerpt(excerpt, content);

/** The excerpt made from the content (`<words>\0<content>`): lists show the same items again and again. */
const generatedExcerpt = remembered((key) => {
  const split = key.indexOf('\u0000');
  // Its words are text without tags: wp_filter_content_tags finds nothing in them.
  return excerptFilters(excerptFromContent(key.slice(split + 1), Number(key.slice(0, split))));
});

/** The text before the first `<!--nextpage-->` (setup_postdata's first page). */
function firstPage(content: string): string {
  if (!content.includes('<!--nextpage-->')) return content;
  const pages = content
    .replace(/\n?<!--nextpage-->\n?/g, '<!--nextpage-->')
    .replaceAll('<!-- wp:nextpage -->', '')
    .replaceAll('<!-- /wp:nextpage -->', '');
  return (pages.startsWith('<!--nextpage-->') ? pages.slice(15) : pages).split('<!--nextpage-->')[0]!;
}

/** The teaser: what precedes `<!--more-->`, as get_the_content() gives it outside a single post's page. */
function teaser(content: string): string {
  const more = /<!--more(.*?)?-->/.exec(content);
  if (!more) return content;
  const text = /<!-- wp:more[ -]/.test(content) ? content.replace(/<!-- \/?wp:more(.*?) -->/g, '') : content;
  return text.slice(0, text.indexOf(more[0]));
}

/** excerpt_remove_footnotes(): footnote markers do not count as words. */
const withoutFootnotes = (html: string) =>
  html.includes('data-fn=')
    ? html.replace(/<sup data-fn="[^"]+" class="[^"]+">\s*<a href="[^"]+" id="[^"]+">\d+<\/a>\s*<\/sup>/g, '')
    : html;

/**
 * wp_trim_excerpt() on empty excerpts: the first page's teaser without shortcodes, with only the blocks an
 * excerpt may show (excerpt_remove_blocks) and no footnote markers, through the content filters (with
 * wpautop, so paragraphs, list items and table cells stay apart as words), then its first `words` words
 * without tags, followed by ` [&hellip;]` when cut.
 */
function excerptFromContent(content: string, words: number): string {
  const ids = new UniqueIds();
  const text = withoutFootnotes(excerptBlocks(stripShortcodes(teaser(firstPage(content))), ids));
  const html = convertSmilies(filtersBeforeTags(text, ids, true)).replaceAll(']]>', ']]&gt;');
  const first: string[] = [];
  for (const [word] of stripAllTags(html).matchAll(/[^\n\r\t ]+/g)) {
    if (first.length === words) return `${first.join(' ')} [&hellip;]`;
    first.push(word);
  }
  return first.join(' ');
}
