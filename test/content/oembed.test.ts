import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, contentUser, rest, restError } from '../helpers/content.js';
import { quadrantImage } from '../helpers/images.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// oEmbed: this site's items, and the proxy, which reaches public addresses only and the hosts of
// OEMBED_ALLOW_HOSTS.
let server: TestServer;
let site: string;
let admin: Record<string, string>;
let contributor: Record<string, string>;
let subscriber: Record<string, string>;
let postId: number;
let imageId: number;

/** A provider on loopback: a page that advertises its endpoint, the endpoint, and a redirect. */
interface Provider {
  server: Server;
  base: string;
  hits: Record<string, number>;
}

async function provider(redirectTo?: () => string): Promise<Provider> {
  const hits: Record<string, number> = {};
  const http = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    hits[path] = (hits[path] ?? 0) + 1;
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    if (path === '/video') {
      res.setHeader('Content-Type', 'text/html');
      res.end(
        `<html><head><link rel="alternate" type="application/json+oembed" href="${base}/oembed?url=${encodeURIComponent(`${base}/video`)}&amp;x=1"></head></html>`,
      );
    } else if (path === '/oembed') {
      const query = new URL(req.url!, base).searchParams;
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          version: '1.0',
          type: 'video',
          provider_name: 'Loop',
          title: 'A clip',
          width: Number(query.get('maxwidth')),
          height: 300,
          html: '<iframe src="https://player.example/1"></iframe>',
        }),
      );
    } else if (path === '/elsewhere' && redirectTo) {
      res.writeHead(302, { Location: redirectTo() });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { server: http, base: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, hits };
}

let allowed: Provider;
let blocked: Provider;

beforeAll(async () => {
  blocked = await provider();
  allowed = await provider(() => `${blocked.base}/video`);
  const allowedHost = new URL(allowed.base).host;
  server = await startTestServer({ env: { OEMBED_ALLOW_HOSTS: allowedHost } });
  site = server.runtime.settings.publicUrl;
  admin = adminAuth(server);
  contributor = (await contentUser(server, 'carl', 'contributor')).auth;
  subscriber = (await contentUser(server, 'sam', 'subscriber')).auth;
  const image = await rest(server, 'POST', '/cms/v2/media', {
    headers: {
      ...admin,
      'Content-Type': 'image/jpeg',
      'Content-Disposition': 'attachment; filename="cover.jpg"',
    },
    raw: new Uint8Array(await quadrantImage(800, 600)),
  });
  imageId = image.body.id;
  postId = (
    await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'Tom\'s "Guide"', status: 'publish' },
    })
  ).body.id;
});
afterAll(async () => {
  await server.stop();
  allowed.server.close();
  blocked.server.close();
});

const embed = (query: string, headers: Record<string, string> = {}) =>
  rest(server, 'GET', '/oembed/1.0/embed', { query, headers });
const proxy = (query: string, headers: Record<string, string> = admin) =>
  rest(server, 'GET', '/oembed/1.0/proxy', { query, headers });
const urlOf = (url: string) => `url=${encodeURIComponent(url)}`;

/** The rich html with its secret (random per response) as `S`. */
const withSecret = (html: string) => {
  const secret = /data-secret="([a-zA-Z0-9]+)"/.exec(html)![1];
  expect(secret).toMatch(/^[a-zA-Z0-9]{1,10}$/);
  return html.split(secret).join('S');
};

describe('oembed/1.0/embed', () => {
  it('answers a published post of this site in JSON: provider, author, title, the rich html', async () => {
    const res = await embed(urlOf(`${site}/?p=${postId}`));
    expect(res.status).toBe(200);
    const title = 'Tom&#8217;s &#8220;Guide&#8221;';
    const { html, ...rest } = res.body;
    expect(rest).toEqual({
      version: '1.0',
      provider_name: 'Portico',
      provider_url: site,
      author_name: 'admin',
      author_url: `${site}/?author=1`,
      title,
      type: 'rich',
      width: 600,
      height: 338,
    });
    const shown = withSecret(html);
    expect(
      shown.startsWith(
        `<blockquote class="wp-embedded-content" data-secret="S"><a href="${site}/?p=${postId}">${title}</a></blockquote>` +
          `<iframe sandbox="allow-scripts" security="restricted" src="${site}/?p=${postId}&#038;embed=true#?secret=S" width="600" height="338" ` +
          `title="&#8220;${title}&#8221; &#8212; Portico" data-secret="S" frameborder="0" marginwidth="0" marginheight="0" scrolling="no" class="wp-embedded-content"></iframe><script>`,
      ),
    ).toBe(true);
    expect(shown.endsWith('</script>')).toBe(true);
  });

  it('answers media attached to a published post, and items linked by their slug', async () => {
    const attached = await rest(server, 'POST', '/cms/v2/media', {
      headers: {
        ...admin,
        'Content-Type': 'image/jpeg',
        'Content-Disposition': 'attachment; filename="attached.jpg"',
      },
      raw: new Uint8Array(await quadrantImage(400, 300)),
    });
    const id = attached.body.id;
    expect(
      (await rest(server, 'POST', `/cms/v2/media/${id}`, { headers: admin, body: { post: postId } })).status,
    ).toBe(200);
    const media = await embed(urlOf(`${site}/?attachment_id=${id}`));
    expect([media.status, media.body.title]).toEqual([200, 'attached']);
    const requirement = await rest(server, 'POST', '/cms/v2/requirement', {
      headers: admin,
      body: { title: 'Backups', slug: 'backups', status: 'publish' },
    });
    expect(requirement.status).toBe(201);
    const bySlug = await embed(urlOf(`${site}/?requirement=backups`));
    expect([bySlug.status, bySlug.body.title]).toEqual([200, 'Backups']);
  });

  it('clamps the width to 200..600 and derives the height (16:9, at least 200)', async () => {
    const size = async (maxwidth: string) => {
      const { body } = await embed(`${urlOf(`${site}/?p=${postId}`)}&maxwidth=${maxwidth}`);
      return [body.width, body.height];
    };
    expect(await size('100')).toEqual([200, 200]);
    expect(await size('400')).toEqual([400, 225]);
    expect(await size('1000')).toEqual([600, 338]);
    expect(await size('abc')).toEqual([200, 200]);
  });

  it('answers XML for format=xml, errors too', async () => {
    const res = await embed(`${urlOf(`${site}/?p=${postId}`)}&format=xml&maxwidth=300`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/xml; charset=UTF-8');
    expect(
      res.text.startsWith(
        '<?xml version="1.0"?>\n<oembed><version>1.0</version><provider_name>Portico</provider_name>',
      ),
    ).toBe(true);
    expect(res.text).toContain(
      '<title>Tom&amp;#8217;s &amp;#8220;Guide&amp;#8221;</title><type>rich</type><width>300</width><height>200</height><html>&lt;blockquote class="wp-embedded-content"',
    );
    expect(res.text.endsWith('</html></oembed>\n')).toBe(true);
    const missing = await embed(`${urlOf('https://example.com/')}&format=xml`);
    expect(missing.status).toBe(404);
    expect(missing.text).toBe(
      '<?xml version="1.0"?>\n<oembed><code>oembed_invalid_url</code><message>Not Found</message><data><status>404</status></data></oembed>\n',
    );
    const noUrl = await embed('format=xml');
    expect(noUrl.status).toBe(400);
    expect(noUrl.text).toBe(
      '<?xml version="1.0"?>\n<oembed><code>rest_missing_callback_param</code><message>Missing parameter(s): url</message><data><status>400</status><params><oembed>url</oembed></params></data></oembed>\n',
    );
    // Any other format is JSON.
    expect((await embed(`${urlOf(`${site}/?p=${postId}`)}&format=yaml`)).body.version).toBe('1.0');
  });

  it('is 404 Not Found for drafts, other sites, unknown items and garbage', async () => {
    const draft = (await rest(server, 'POST', '/cms/v2/posts', { headers: admin, body: { title: 'Draft' } }))
      .body.id;
    for (const url of [
      `${site}/?p=${draft}`,
      'https://example.com/?p=1',
      `${site}/?p=999999`,
      'not a url',
      `${site}/?cat=1`,
    ]) {
      const res = await embed(urlOf(url), admin);
      expect(res.body).toEqual(restError('oembed_invalid_url', 'Not Found', 404));
    }
    expect((await embed('')).body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): url',
      data: { status: 400, params: ['url'] },
    });
  });

  it('adds the thumbnail of media and of posts with a featured image', async () => {
    const media = await embed(`${urlOf(`${site}/?attachment_id=${imageId}`)}&maxwidth=300`);
    expect(media.body).toMatchObject({
      type: 'rich',
      title: 'cover',
      thumbnail_width: 300,
      thumbnail_height: 225,
    });
    expect(media.body.thumbnail_url).toMatch(/\/uploads\/\d{4}\/\d\d\/cover-300x225\.jpg$/);
    const featured = (
      await rest(server, 'POST', '/cms/v2/posts', {
        headers: admin,
        body: { title: 'With image', status: 'publish', featured_media: imageId },
      })
    ).body.id;
    expect((await embed(urlOf(`${site}/?p=${featured}`))).body).toMatchObject({
      thumbnail_width: 768,
      thumbnail_height: 576,
    });
  });
});

describe('oembed/1.0/proxy', () => {
  it('is for contributors and up; its arguments are checked first', async () => {
    const url = urlOf(`${site}/?p=${postId}`);
    expect((await proxy(url, {})).body).toEqual(
      restError('rest_forbidden', 'Sorry, you are not allowed to make proxied oEmbed requests.', 401),
    );
    expect((await proxy(url, subscriber)).body).toEqual(
      restError('rest_forbidden', 'Sorry, you are not allowed to make proxied oEmbed requests.', 403),
    );
    const badFormat = await proxy(`${url}&format=yaml`, {});
    expect(badFormat.body.data.params).toEqual({ format: 'format is not one of json and xml.' });
    const badDiscover = await proxy(`${url}&discover=maybe`);
    expect(badDiscover.body.data.params).toEqual({ discover: 'discover is not of type boolean.' });
  });

  it('answers this site’s URLs itself, in JSON even when XML is asked for; _fields works', async () => {
    const res = await proxy(`${urlOf(`${site}/?p=${postId}`)}&format=xml&maxwidth=400`, contributor);
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(res.body).toMatchObject({ provider_name: 'Portico', width: 400, height: 225, type: 'rich' });
    const fields = await proxy(`${urlOf(`${site}/?p=${postId}`)}&_fields=title,width`);
    expect(fields.body).toEqual({ title: 'Tom&#8217;s &#8220;Guide&#8221;', width: 600 });
  });

  it('finds an allowed provider by discovery and caches its answer', async () => {
    const url = urlOf(`${allowed.base}/video`);
    const res = await proxy(`${url}&maxwidth=500`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      version: '1.0',
      type: 'video',
      provider_name: 'Loop',
      title: 'A clip',
      width: 500,
      height: 300,
      html: '<iframe src="https://player.example/1"></iframe>',
    });
    const again = await proxy(`${url}&maxwidth=500`);
    expect(again.body).toEqual(res.body);
    expect(allowed.hits['/oembed']).toBe(1);
    expect(allowed.hits['/video']).toBe(1);
    // Without discovery an unknown provider is not found.
    expect((await proxy(`${url}&discover=false`)).body).toEqual(
      restError('oembed_invalid_url', 'Not Found', 404),
    );
  });

  it('never reaches loopback or private addresses that are not allowed, also after a redirect', async () => {
    for (const url of [
      `${blocked.base}/video`,
      'http://10.0.0.1/video',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:9/',
      `${allowed.base}/elsewhere`,
      'ftp://example.com/file',
    ]) {
      const res = await proxy(urlOf(url));
      expect(res.body).toEqual(restError('oembed_invalid_url', 'Not Found', 404));
    }
    expect(allowed.hits['/elsewhere']).toBe(1);
    expect(blocked.hits).toEqual({});
  });
});
