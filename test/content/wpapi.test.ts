import WPAPI from 'wpapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

// wpapi (npm), unchanged: it must find the API from the site URL alone and drive cms/v2 with it.
let server: TestServer;
let site: string;

beforeAll(async () => {
  server = await startTestServer();
  site = server.runtime.settings.publicUrl;
});
afterAll(() => server.stop());

describe('wpapi against Portico', () => {
  it('serves the site URL as a page that advertises the API root by header and element', async () => {
    const root = `${site}/index.php?rest_route=/`;
    for (const method of ['HEAD', 'GET']) {
      const res = await fetch(`${server.url}/`, { method });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('link')).toBe(`<${root}>; rel="https://api.w.org/"`);
      const html = await res.text();
      if (method === 'GET') {
        expect(html).toContain(`<link rel="https://api.w.org/" href="${root}">`);
        expect(html).toContain('<title>Portico</title>');
      } else expect(html).toBe('');
    }
  });

  it('discovers the API from the site URL and lists, creates, updates and deletes a post in cms/v2', async () => {
    const wp = await WPAPI.discover(site);
    wp.auth({ username: server.firstRun!.login, password: server.firstRun!.applicationPassword });
    const cms = wp.namespace('cms/v2');

    const empty = await cms.posts().get();
    expect(empty).toEqual([]);
    expect(empty._paging).toBeUndefined();

    const created = await cms.posts().create({ title: 'From wpapi', content: 'Hello', status: 'publish' });
    expect(created).toMatchObject({
      title: { raw: 'From wpapi', rendered: 'From wpapi' },
      status: 'publish',
    });

    const updated = await cms.posts().id(created.id).update({ title: 'Edited by wpapi' });
    expect(updated.title.rendered).toBe('Edited by wpapi');

    const listed = await cms.posts().perPage(1).get();
    expect(listed.map((post: { id: number }) => post.id)).toEqual([created.id]);
    expect(listed._paging).toMatchObject({ total: 1, totalPages: 1 });

    const deleted = await cms.posts().id(created.id).param('force', 'true').delete();
    expect(deleted).toMatchObject({ deleted: true, previous: { id: created.id } });
    await expect(cms.posts().id(created.id).get()).rejects.toMatchObject({ code: 'rest_post_invalid_id' });
  });
});
