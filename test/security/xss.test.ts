import { parseFragment } from 'parse5';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, contentUser, rest } from '../helpers/content.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { XSS_VECTORS } from './xss-vectors.js';

// Stored XSS: HTML from users without unfiltered_html is filtered with the reference's
// kses lists; what a browser would parse from the stored and rendered HTML is checked with parse5.

/** The reference's wp_allowed_protocols(). */
const ALLOWED_SCHEMES =
  'http https ftp ftps mailto news irc irc6 ircs gopher nntp feed telnet mms rtsp sms svn tel fax xmpp webcal urn'.split(
    ' ',
  );
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'background',
  'poster',
  'cite',
  'data',
  'longdesc',
  'usemap',
  'xlink:href',
  'codebase',
  'srcdoc',
  'srcset',
]);
const FORBIDDEN_ELEMENTS = new Set(
  'script iframe frame frameset object embed applet form input base meta link style svg math noscript template xmp isindex marquee'.split(
    ' ',
  ),
);

interface ParsedNode {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: ParsedNode[];
  content?: ParsedNode;
}

function* elements(node: ParsedNode): Generator<ParsedNode> {
  if (node.tagName) yield node;
  for (const child of node.childNodes ?? []) yield* elements(child);
  if (node.content) yield* elements(node.content);
}

/** A URL's scheme as a browser's URL parser reads it (outer C0/space trimmed, tab and newline removed). */
function schemeOf(url: string): string | null {
  const cleaned = url.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '').replace(/[\t\n\r]/g, ''); // eslint-disable-line no-control-regex
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned)?.[1].toLowerCase() ?? null;
}

/** What a browser would find dangerous in this HTML: script elements, handlers, script URLs. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const element of elements(parseFragment(html) as unknown as ParsedNode)) {
    if (FORBIDDEN_ELEMENTS.has(element.tagName!)) found.push(`<${element.tagName}>`);
    for (const { name, value } of element.attrs ?? []) {
      if (/^on/i.test(name)) found.push(`${element.tagName} ${name}`);
      const scheme = URL_ATTRIBUTES.has(name) ? schemeOf(value) : null;
      if (scheme && !ALLOWED_SCHEMES.includes(scheme)) found.push(`${name}=${value}`);
      if (name === 'srcdoc' || name === 'srcset') found.push(name);
      if (name === 'style' && /expression|javascript|vbscript|binding|behavior|@import|\\/i.test(value))
        found.push(`style=${value}`);
    }
  }
  return found;
}

/** The vectors whose stored or rendered HTML (as `store` gives it back) a browser would find dangerous. */
async function dangerousVectors(store: (vector: string, index: number) => Promise<string[]>) {
  const failures: Record<string, string[]> = {};
  for (const [index, vector] of XSS_VECTORS.entries()) {
    const found = (await store(vector, index)).flatMap(dangers);
    if (found.length) failures[vector] = found;
  }
  return failures;
}

const rawAndRendered = (...fields: { raw: string; rendered: string }[]) =>
  fields.flatMap((field) => [field.raw, field.rendered]);

let server: TestServer;
let contributor: Record<string, string>;
let author: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  contributor = (await contentUser(server, 'carl', 'contributor')).auth;
  author = (await contentUser(server, 'ann', 'author')).auth;
});
afterAll(() => server.stop());

describe('stored HTML of users without unfiltered_html', () => {
  it(`holds no handler, script element or foreign-scheme URL for ${XSS_VECTORS.length} known vectors`, async () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(60);
    const failures = await dangerousVectors(async (vector) => {
      const res = await rest(server, 'POST', '/cms/v2/posts', {
        headers: contributor,
        body: { title: vector, content: `<p>before</p>${vector}`, excerpt: vector },
      });
      expect(res.status, vector).toBe(201);
      return rawAndRendered(res.body.title, res.body.content, res.body.excerpt);
    });
    expect(failures).toEqual({});
  });

  it('also holds for media captions and descriptions, and for term descriptions (filtered for everyone)', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const upload = await rest(server, 'POST', '/cms/v2/media', {
      headers: {
        ...author,
        'Content-Type': 'image/png',
        'Content-Disposition': 'attachment; filename="x.png"',
      },
      raw: new Uint8Array(png),
    });
    expect(upload.status).toBe(201);
    const failures = await dangerousVectors(async (vector, index) => {
      const media = await rest(server, 'POST', `/cms/v2/media/${upload.body.id}`, {
        headers: author,
        body: { title: vector, caption: vector, description: vector },
      });
      expect(media.status, vector).toBe(200);
      const term = await rest(server, 'POST', '/cms/v2/categories', {
        headers: adminAuth(server),
        body: { name: `term ${index} ${vector}`, description: vector },
      });
      expect(term.status, vector).toBe(201);
      const { title, caption, description } = media.body;
      return [...rawAndRendered(title, caption, description), term.body.name, term.body.description];
    });
    expect(failures).toEqual({});
  });

  it('keeps allowed markup, block comments and entities exactly as written', async () => {
    const content =
      '<!-- wp:paragraph {"className":"lead"} -->\n<p class="lead" style="color:red;text-align:center">A &amp; B&nbsp;&copy; <a href="https://example.org/?a=1&amp;b=2" title="t">link</a> <strong>bold</strong></p>\n<!-- /wp:paragraph -->';
    const res = await rest(server, 'POST', '/cms/v2/posts', {
      headers: contributor,
      body: { title: 'Kept <em>title</em> <a href="mailto:a@example.org">mail</a>', content },
    });
    expect(res.body.content.raw).toBe(content);
    expect(res.body.title.raw).toBe('Kept <em>title</em> <a href="mailto:a@example.org">mail</a>');
  });

  it("filters the titles shorter: only the reference's `$allowedtags` there", async () => {
    const res = await rest(server, 'POST', '/cms/v2/posts', {
      headers: contributor,
      body: { title: '<p class="x">Para</p> <img src="https://example.org/i.png"> <b>b</b>' },
    });
    expect(res.body.title.raw).toBe('Para  <b>b</b>');
  });

  it('closes unclosed tags and drops what it cannot parse as an allowed element', async () => {
    const res = await rest(server, 'POST', '/cms/v2/posts', {
      headers: contributor,
      body: { content: '<p><strong>bold <em>both</p><img src=x onerror=alert(1)//' },
    });
    expect(res.body.content.raw).toBe('<p><strong>bold <em>both</em></strong></p>');
  });
});

describe('users with unfiltered_html', () => {
  it('keep their markup, as in the reference (administrators and editors)', async () => {
    const editor = (await contentUser(server, 'eddie', 'editor')).auth;
    const markup = '<script>console.log(1)</script><iframe src="https://example.org/"></iframe>';
    for (const auth of [adminAuth(server), editor]) {
      const res = await rest(server, 'POST', '/cms/v2/posts', {
        headers: auth,
        body: { title: 'raw', content: markup },
      });
      expect(res.body.content.raw).toBe(markup);
    }
  });
});
