import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse, validate } from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, rest } from '../helpers/content.js';
import { quadrantImage } from '../helpers/images.js';
import { api, newProject } from '../helpers/monitoring.js';
import { graphql, ROOT, startTestServer, type TestServer } from '../helpers/server.js';

// PUBLIC_URL names another host and a path, as behind a proxy: every link the pages write must use it.
const PUBLIC = 'https://portico.example/site';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: PUBLIC, SITE_NAME: 'Acme Ops' } });
});
afterAll(() => server.stop());

/** A URL under PUBLIC_URL, fetched from the server itself. */
const local = (url: string) => {
  expect(url.startsWith(`${PUBLIC}/`)).toBe(true);
  return server.url + url.slice(PUBLIC.length);
};

async function page(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const hrefs = (html: string) =>
  [...html.matchAll(/ href="([^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));

const published = async (path: string, body: Record<string, unknown>) => {
  const res = await rest(server, 'POST', path, {
    headers: adminAuth(server),
    body: { status: 'publish', ...body },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; link: string };
};

describe('the home page', () => {
  it('says what the server is and links its APIs, the GraphQL IDE and the manual from PUBLIC_URL', async () => {
    const { status, headers, html } = await page(`${server.url}/`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    // REST clients discover the API from the site URL, as before.
    expect(headers.get('link')).toBe(`<${PUBLIC}/index.php?rest_route=/>; rel="https://api.w.org/"`);
    expect(html).toContain('<title>Portico</title>');
    expect(html).toContain('<h1>Portico</h1>');
    expect(html).toContain('Acme Ops monitors scheduled jobs and serves content');
    // The pages it names are the manual's own.
    const named = [...html.matchAll(/<code>([\w-]+\.md)<\/code>/g)].map((match) => match[1]);
    expect(named).toEqual(['monitoring.md', 'content.md', 'graphql.md', 'cli.md', 'configuration.md']);
    for (const doc of named) expect(existsSync(join(ROOT, 'docs', doc)), doc).toBe(true);
    expect(html).toContain('<code>X-Api-Key</code>');
    expect(html).toContain('Authorization: Basic &lt;base64 of login:application-password&gt;');

    const links = hrefs(html);
    expect(links.filter((href) => !href.startsWith(`${PUBLIC}/`))).toEqual([]);
    expect(links).toEqual(
      expect.arrayContaining([
        `${PUBLIC}/api/v3/checks/`,
        `${PUBLIC}/index.php?rest_route=/`,
        `${PUBLIC}/index.php?rest_route=%2Fcms%2Fv2`,
        `${PUBLIC}/graphql`,
        `${PUBLIC}/accounts/login/`,
        `${PUBLIC}/favicon.ico`,
        `${PUBLIC}/favicon.svg`,
      ]),
    );
  });

  it('links routes that answer what the page says', async () => {
    const { html } = await page(`${server.url}/`);
    const linked = (text: string) => {
      const anchor = new RegExp(`<a href="([^"]*)">${text}</a>`).exec(html);
      expect(anchor, text).not.toBeNull();
      return local(anchor![1].replaceAll('&amp;', '&'));
    };
    // The Management API asks for the project's key.
    expect((await fetch(linked('Management API'))).status).toBe(401);
    const index = await fetch(linked('Content API'));
    expect(((await index.json()) as { namespaces: string[] }).namespaces).toContain('cms/v2');
    const namespace = await fetch(linked('cms/v2'));
    expect(((await namespace.json()) as { namespace: string }).namespace).toBe('cms/v2');
    const ide = await fetch(linked('GraphQL IDE'), { headers: { Accept: 'text/html' } });
    expect(await ide.text()).toContain('RURU_CONFIG');
    // The sign-in form posts to this site, under PUBLIC_URL's path (to whichever host the browser used).
    const signIn = await (await fetch(linked('Sign in'))).text();
    expect(signIn).toContain(`<form method="post" action="${new URL(PUBLIC).pathname}/accounts/login/">`);
  });

  it('runs nothing and loads only its own style and icons, framed nowhere', async () => {
    const { headers, html } = await page(`${server.url}/`);
    const style = /<style>([^<]*)<\/style>/.exec(html)![1];
    const hash = createHash('sha256').update(style).digest('base64');
    expect(headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self'; frame-ancestors 'none'; ` +
        "base-uri 'none'; form-action 'none'",
    );
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(html).not.toMatch(/<script|<iframe|<form|\sstyle="/i);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
  });
});

describe('the favicons', () => {
  it('serves /favicon.ico as a 32×32 icon holding one PNG, cached', async () => {
    const res = await fetch(`${server.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const ico = Buffer.from(await res.arrayBuffer());
    expect(ico.length).toBeLessThan(2048);
    // ICONDIR: reserved 0, type 1 (icon), one image; its entry: 32×32, one plane, 32 bits, size, offset.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt16LE(10), ico.readUInt16LE(12)]).toEqual([32, 32, 1, 32]);
    expect(ico.readUInt32LE(18)).toBe(22);
    expect(ico.readUInt32LE(14)).toBe(ico.length - 22);
    const png = ico.subarray(22);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
  });

  it('serves /favicon.svg, which may run nothing when opened alone', async () => {
    const res = await fetch(`${server.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ format: 'svg', width: 128 });
  });
});

describe('a permalink', () => {
  it('opens a page naming the item and its API URL', async () => {
    const post = await published('/cms/v2/posts', { title: 'Backups & "restores"' });
    expect(post.link).toBe(`${PUBLIC}/?p=${post.id}`);
    const { status, headers, html } = await page(local(post.link));
    expect(status).toBe(200);
    expect(headers.get('link')).toBe(`<${PUBLIC}/index.php?rest_route=/>; rel="https://api.w.org/"`);
    expect(headers.get('content-security-policy')).toMatch(/^default-src 'none'; /);
    expect(html).toContain('<title>Backups &#038; &#8220;restores&#8221; – Portico</title>');
    expect(html).toContain('<h1>Backups &#038; &#8220;restores&#8221;</h1>');
    const apiUrl = `${PUBLIC}/index.php?rest_route=%2Fcms%2Fv2%2Fposts%2F${post.id}`;
    expect(hrefs(html)).toContain(apiUrl);
    expect(hrefs(html)).toContain(`${PUBLIC}/`);
    const item = await fetch(local(apiUrl));
    expect(((await item.json()) as { id: number }).id).toBe(post.id);
  });

  it('finds pages, requirements by slug and media by their own link forms', async () => {
    const pageItem = await published('/cms/v2/pages', { title: 'About' });
    const requirement = await published('/cms/v2/requirement', { title: 'Nightly backup' });
    expect(pageItem.link).toBe(`${PUBLIC}/?page_id=${pageItem.id}`);
    expect(requirement.link).toBe(`${PUBLIC}/?requirement=nightly-backup`);
    const media = await rest(server, 'POST', '/cms/v2/media', {
      headers: {
        ...adminAuth(server),
        'Content-Type': 'image/jpeg',
        'Content-Disposition': 'attachment; filename="diagram.jpg"',
      },
      raw: new Uint8Array(await quadrantImage(8, 8)),
    });
    expect(media.body.link).toBe(`${PUBLIC}/?attachment_id=${media.body.id}`);
    for (const [link, title, base] of [
      [pageItem.link, 'About', `pages/${pageItem.id}`],
      [requirement.link, 'Nightly backup', `requirement/${requirement.id}`],
      [media.body.link, 'diagram', `media/${media.body.id}`],
    ]) {
      const { status, html } = await page(local(link));
      expect(status, link).toBe(200);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(hrefs(html)).toContain(
        `${PUBLIC}/index.php?rest_route=${encodeURIComponent(`/cms/v2/${base}`)}`,
      );
    }
  });

  it('answers 404 with a page for items nobody may read here, and for none', async () => {
    const draft = await rest(server, 'POST', '/cms/v2/posts', {
      headers: adminAuth(server),
      body: { title: 'Secret plan' },
    });
    const pattern = await published('/cms/v2/blocks', { title: 'A pattern', content: 'x' });
    for (const query of [
      `?p=${draft.body.id}`,
      `?post_type=post&p=${draft.body.id}`,
      `?post_type=wp_block&p=${pattern.id}`,
      '?p=424242',
      '?p=99999999999',
      '?requirement=no-such-thing',
      '?post_type=no_such_type&p=1',
    ]) {
      const { status, headers, html } = await page(`${server.url}/index.php${query}`);
      expect(status, query).toBe(404);
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(html).toContain('<h1>Page not found</h1>');
      expect(html).not.toContain('Secret plan');
    }
  });

  it('shows a title as text, whatever markup it holds', async () => {
    const post = await published('/cms/v2/posts', { title: '<img src=x onerror=alert(1)>Launch' });
    const { html } = await page(local(post.link));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Launch</h1>');
  });
});

describe('the GraphQL IDE', () => {
  const ideConfig = async () => {
    const res = await fetch(`${server.url}/graphql`, { headers: { Accept: 'text/html' } });
    const html = await res.text();
    const config = /const RURU_CONFIG = (\{[\s\S]*?\});\n<\/script>/.exec(html);
    return { html, config: JSON.parse(config![1]) as { defaultQuery: string } };
  };

  it('opens with a Portico example that notes where credentials go', async () => {
    const { html, config } = await ideConfig();
    expect(html).toContain('<title>Acme Ops – GraphQL IDE</title>');
    expect(config.defaultQuery).toContain('{"X-Api-Key": "<project API key>"}');
    expect(config.defaultQuery).toContain(
      '{"Authorization": "Basic <base64 of login:application-password>"}',
    );
    expect(config.defaultQuery).not.toContain('Welcome to Ruru');
    expect(validate(server.runtime.schemas.graph, parse(config.defaultQuery))).toEqual([]);
  });

  it('runs the example with an API key: a check with its status and last ping, a post with its link', async () => {
    const project = await newProject(server, 'IDE');
    const created = await api(server, project.apiKey)('POST', '/checks/', { name: 'nightly' });
    expect(created.status).toBe(201);
    expect((await fetch(local(created.json.ping_url as string))).status).toBe(200);
    const post = await published('/cms/v2/posts', { title: 'Shown in the IDE' });

    const { config } = await ideConfig();
    const { status, body } = await graphql(server.url, config.defaultQuery, {
      headers: { 'X-Api-Key': project.apiKey },
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const data = body.data as {
      checks: { nodes: { name: string; status: string; lastPing: string | null }[] };
      posts: { nodes: { title: { rendered: string }; link: string }[] };
    };
    expect(data.checks.nodes).toEqual([expect.objectContaining({ name: 'nightly', status: 'UP' })]);
    expect(data.checks.nodes[0].lastPing).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.posts.nodes).toContainEqual({ title: { rendered: 'Shown in the IDE' }, link: post.link });
  });
});
