import { parse, validate } from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, rest } from '../helpers/content.js';
import { api, newProject } from '../helpers/monitoring.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

// PUBLIC_URL names another host and a path, as behind a proxy: every link the server writes uses it.
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

const published = async (path: string, body: Record<string, unknown>) => {
  const res = await rest(server, 'POST', path, {
    headers: adminAuth(server),
    body: { status: 'publish', ...body },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; link: string };
};

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
    expect(validate(server.runtime.schema, parse(config.defaultQuery))).toEqual([]);
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
