import { SaxesParser, type SaxesTagNS } from 'saxes';

/** The export's header: its format version and the site it came from. */
export interface WxrSite {
  kind: 'site';
  version: string;
  baseSiteUrl: string;
  baseBlogUrl: string;
}

export interface WxrAuthor {
  kind: 'author';
  id: string;
  login: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
}

export interface WxrTerm {
  kind: 'term';
  taxonomy: string;
  id: string;
  slug: string;
  name: string;
  /** The parent's slug (WXR names parents by slug). */
  parent: string;
  description: string;
}

export interface WxrItem {
  kind: 'item';
  /** The line the item starts on, for messages. */
  line: number;
  title: string;
  link: string;
  guid: string;
  creator: string;
  content: string;
  excerpt: string;
  postId: string;
  date: string;
  dateGmt: string;
  commentStatus: string;
  pingStatus: string;
  name: string;
  status: string;
  parent: string;
  menuOrder: string;
  /** `wp:post_type`; empty when the export does not say (the importer reports such an item). */
  type: string;
  password: string;
  sticky: string;
  attachmentUrl: string;
  terms: { domain: string; slug: string; name: string }[];
  meta: { key: string; value: string }[];
  comments: number;
}

export type WxrRecord = WxrSite | WxrAuthor | WxrTerm | WxrItem;

/** Why an export cannot be read, with where: the line (and the item) it stopped at. */
export class WxrError extends Error {}

// Matched by URI, whatever the prefix (WordPress.com writes https).
const WP = /^https?:\/\/wordpress\.org\/export\/1\.\d+\/$/;
const EXCERPT = /^https?:\/\/wordpress\.org\/export\/1\.\d+\/excerpt\/$/;
const CONTENT = 'http://purl.org/rss/1.0/modules/content/';
const DC = 'http://purl.org/dc/elements/1.1/';
const VERSIONS = new Set(['1.0', '1.1', '1.2']);
/**
 * WordPress's exports nest six levels deep (rss, channel, item, wp:comment, wp:commentmeta,
 * wp:meta_key); the XML reader resolves each element's namespace through every level above it, so
 * depth must be bounded or a deep file costs its square.
 */
export const MAX_DEPTH = 256;

/** An element's name as this reader knows it: `wp:…`, `content:encoded`, `excerpt:encoded`, `dc:creator`, or plain. */
function nameOf(tag: SaxesTagNS): string {
  const uri = tag.uri;
  if (WP.test(uri)) return `wp:${tag.local}`;
  if (EXCERPT.test(uri)) return `excerpt:${tag.local}`;
  if (uri === CONTENT) return `content:${tag.local}`;
  if (uri === DC) return `dc:${tag.local}`;
  return uri ? `${uri}:${tag.local}` : tag.local;
}

const ITEM_FIELDS: Record<string, keyof WxrItem> = {
  title: 'title', link: 'link', guid: 'guid', 'dc:creator': 'creator', 'content:encoded': 'content',
  'excerpt:encoded': 'excerpt', 'wp:post_id': 'postId', 'wp:post_date': 'date', 'wp:post_date_gmt': 'dateGmt',
  'wp:comment_status': 'commentStatus', 'wp:ping_status': 'pingStatus', 'wp:post_name': 'name',
  'wp:status': 'status', 'wp:post_parent': 'parent', 'wp:menu_order': 'menuOrder', 'wp:post_type': 'type',
  'wp:post_password': 'password', 'wp:is_sticky': 'sticky', 'wp:attachment_url': 'attachmentUrl',
}; // prettier-ignore
const AUTHOR_FIELDS: Record<string, keyof WxrAuthor> = {
  'wp:author_id': 'id', 'wp:author_login': 'login', 'wp:author_email': 'email',
  'wp:author_display_name': 'displayName', 'wp:author_first_name': 'firstName', 'wp:author_last_name': 'lastName',
}; // prettier-ignore
// The three term elements of WXR, each with its own field names.
const TERM_FIELDS: Record<string, Record<string, keyof WxrTerm>> = {
  'wp:category': { 'wp:term_id': 'id', 'wp:category_nicename': 'slug', 'wp:cat_name': 'name', 'wp:category_parent': 'parent', 'wp:category_description': 'description' },
  'wp:tag': { 'wp:term_id': 'id', 'wp:tag_slug': 'slug', 'wp:tag_name': 'name', 'wp:tag_description': 'description' },
  'wp:term': { 'wp:term_id': 'id', 'wp:term_taxonomy': 'taxonomy', 'wp:term_slug': 'slug', 'wp:term_name': 'name', 'wp:term_parent': 'parent', 'wp:term_description': 'description' },
}; // prettier-ignore

const newItem = (line: number): WxrItem => ({
  kind: 'item', line, title: '', link: '', guid: '', creator: '', content: '', excerpt: '', postId: '', date: '',
  dateGmt: '', commentStatus: '', pingStatus: '', name: '', status: '', parent: '', menuOrder: '', type: '',
  password: '', sticky: '', attachmentUrl: '', terms: [], meta: [], comments: 0,
}); // prettier-ignore

/**
 * Reads a WordPress export (WXR 1.0–1.2) as it streams in: the site header, then each author, term and
 * item as soon as it is complete, so memory holds one item at a time whatever the file's size. Text and
 * CDATA are joined as written. What is not XML or not WXR stops it with a WxrError naming the line (and
 * the item's line when inside one).
 */
export async function* readWxr(
  input: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
): AsyncGenerator<WxrRecord> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const ready: WxrRecord[] = [];
  const path: string[] = [];
  let text = '';
  let site: WxrSite | null = null;
  let author: WxrAuthor | null = null;
  let term: WxrTerm | null = null;
  let termKind = '';
  let item: WxrItem | null = null;
  let meta: { key: string; value: string } | null = null;
  let category: { domain: string; slug: string } | null = null;
  let failure: Error | null = null;

  const where = () => (item ? ` (in the item that starts on line ${item.line})` : '');
  const fail = (message: string) => new WxrError(`line ${parser.line}: ${message}${where()}`);
  const header = () => {
    if (site) return site;
    throw fail('this is not a WordPress export: no wp:wxr_version before its content');
  };

  parser.on('error', (error) => {
    failure ??= new WxrError(
      `${error.message.replace(/^(?:undefined:)?(\d+):(\d+): /, 'line $1, column $2: ')}${where()}`,
    );
  });
  parser.on('opentag', (tag) => {
    const name = nameOf(tag as SaxesTagNS);
    if (path.length === 0) {
      if (name !== 'rss') throw fail(`this is not a WordPress export: its root element is <${tag.name}>`);
    }
    if (path.length === MAX_DEPTH) throw fail(`elements nested more than ${MAX_DEPTH} deep`);
    path.push(name);
    text = '';
    const parent = path.at(-2);
    if (parent === 'channel') {
      if (name === 'item') {
        header();
        item = newItem(parser.line);
      } else if (name === 'wp:author') {
        header();
        author = {
          kind: 'author',
          id: '',
          login: '',
          email: '',
          displayName: '',
          firstName: '',
          lastName: '',
        };
      } else if (TERM_FIELDS[name]) {
        header();
        termKind = name;
        const taxonomy = name === 'wp:category' ? 'category' : name === 'wp:tag' ? 'post_tag' : '';
        term = { kind: 'term', taxonomy, id: '', slug: '', name: '', parent: '', description: '' };
      }
    } else if (item && parent === 'item') {
      if (name === 'wp:postmeta') meta = { key: '', value: '' };
      else if (name === 'wp:comment') item.comments++;
      else if (name === 'category') {
        const attributes = (tag as SaxesTagNS).attributes;
        category = { domain: attributes.domain?.value ?? '', slug: attributes.nicename?.value ?? '' };
      }
    }
  });
  parser.on('text', (chunk) => (text += chunk));
  parser.on('cdata', (chunk) => (text += chunk));
  parser.on('closetag', () => {
    const name = path.pop()!;
    const parent = path.at(-1);
    if (parent === 'channel') {
      if (name === 'wp:wxr_version') {
        if (!VERSIONS.has(text.trim()))
          throw fail(`unknown WXR version "${text.trim()}" (1.0 to 1.2 are known)`);
        site = { kind: 'site', version: text.trim(), baseSiteUrl: '', baseBlogUrl: '' };
      } else if (name === 'wp:base_site_url' && site) site.baseSiteUrl = text.trim();
      else if (name === 'wp:base_blog_url' && site) site.baseBlogUrl = text.trim();
      else if (name === 'item' && item) {
        ready.push(item);
        item = null;
      } else if (name === 'wp:author' && author) {
        ready.push(author);
        author = null;
      } else if (term && name === termKind) {
        ready.push(term);
        term = null;
      }
    } else if (item && parent === 'item') {
      const field = ITEM_FIELDS[name];
      if (field) (item[field] as string) = text;
      else if (name === 'category' && category) {
        item.terms.push({ ...category, name: text });
        category = null;
      } else if (name === 'wp:postmeta' && meta) {
        item.meta.push(meta);
        meta = null;
      }
    } else if (meta && parent === 'wp:postmeta') {
      if (name === 'wp:meta_key') meta.key = text;
      else if (name === 'wp:meta_value') meta.value = text;
    } else if (author && parent === 'wp:author') {
      const field = AUTHOR_FIELDS[name];
      if (field) (author[field] as string) = text;
    } else if (term && parent === termKind) {
      const field = TERM_FIELDS[termKind]![name];
      if (field) (term[field] as string) = text;
    }
    text = '';
  });

  let announced = false;
  const drain = function* () {
    if (site && !announced && ready.length) {
      announced = true;
      yield site as WxrSite;
    }
    while (ready.length) yield ready.shift()!;
  };
  // Bytes decoded as a stream: a character split between two chunks is joined, not broken.
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of input) {
    try {
      parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    } catch (error) {
      throw failure ?? error;
    }
    if (failure) throw failure;
    yield* drain();
  }
  try {
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    throw failure ?? error;
  }
  if (failure) throw failure;
  if (!site) throw new WxrError('this is not a WordPress export: it has no wp:wxr_version');
  if (!announced) {
    announced = true;
    yield site as WxrSite;
  }
  yield* drain();
}
