/** `/cms/v2/block-patterns/*`: the pattern registry the block editor's inserter reads. */
import { describe, expect, it } from 'vitest';
import { contentSite, rest } from '../helpers/content.js';

const {
  server,
  users: { contributor, subscriber },
} = await contentSite({ contributor: 'carl', subscriber: 'sam' });

describe('/cms/v2/block-patterns', () => {
  it("lists WordPress's core categories in its order, and the registered patterns, to writers", async () => {
    const categories = await rest(server, 'GET', '/cms/v2/block-patterns/categories', {
      headers: contributor.auth,
    });
    expect(categories.status).toBe(200);
    expect(categories.body).toHaveLength(21);
    expect(categories.body[0]).toEqual({
      name: 'banner',
      label: 'Banners',
      description: 'Bold sections designed to showcase key content.',
    });
    expect(categories.body.map((category: { name: string }) => category.name).slice(-4)).toEqual([
      'posts',
      'footer',
      'header',
      'navigation',
    ]);
    // The built-in theme registers none, and loads none of WordPress's directory.
    const patterns = await rest(server, 'GET', '/cms/v2/block-patterns/patterns', {
      headers: contributor.auth,
    });
    expect([patterns.status, patterns.body]).toEqual([200, []]);
  });

  it('refuses those who write nothing, as the reference does', async () => {
    for (const [path, what] of [
      ['patterns', 'block patterns'],
      ['categories', 'block pattern categories'],
    ]) {
      const anonymous = await rest(server, 'GET', `/cms/v2/block-patterns/${path}`);
      expect([anonymous.status, anonymous.body]).toEqual([
        401,
        {
          code: 'rest_cannot_view',
          message: `Sorry, you are not allowed to view the registered ${what}.`,
          data: { status: 401 },
        },
      ]);
      const reader = await rest(server, 'GET', `/cms/v2/block-patterns/${path}`, {
        headers: subscriber.auth,
      });
      expect(reader.status).toBe(403);
    }
  });
});
