/**
 * Responsive library images on a real site (either store: TEST_MEDIA_STORAGE=s3 runs it on S3): posts
 * made from samples of the block-rendering corpus, their images uploaded to Portico, answer what
 * WordPress 7.1 answered for the sample (`wp.content`) with its ids and URLs those of the uploads, and
 * each library image changed as wp_filter_content_tags() changes it (media.php at 7.1.0; the rules
 * one by one: test/content/responsive-images.test.ts). The uploads' sizes are the reference's: a
 * 2000 × 1500 photo gets medium, large, thumbnail, medium_large and 1536x1536 (no 2048x2048, no
 * `-scaled` copy); an 800 × 600 one medium, thumbnail and medium_large.
 */
import { describe, expect, it } from 'vitest';
import corpus from './fixtures/block-corpus.json' with { type: 'json' };
import { rest } from '../helpers/content.js';
import { quadrantImage } from '../helpers/images.js';
import { mediaSite } from '../helpers/media-site.js';
import { graphql } from '../helpers/server.js';

const { server, admin, folder, url, upload } = await mediaSite();

const uploaded = async (bytes: Buffer, name: string, query?: string) => {
  const res = await upload(bytes, admin, { name, query });
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const photo = await uploaded(await quadrantImage(2000, 1500), 'photo.jpg');
const pic = await uploaded(await quadrantImage(800, 600), 'pic.jpg');
const at = (file: string) => url(`${folder}/${file}`);

const sample = (name: string) => corpus.find((entry) => entry.name === name)!;
/** Each text with the sample's ids and URLs replaced by the uploads'. */
const replaced = (text: string, changes: [string, string][]) =>
  changes.reduce((out, [from, to]) => out.replaceAll(from, to), text);

async function published(content: string) {
  const res = await rest(server, 'POST', '/cms/v2/posts', {
    headers: admin,
    body: { title: 'Responsive', content, status: 'publish' },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
const rendered = async (id: number) =>
  (await rest(server, 'GET', `/cms/v2/posts/${id}`)).body.content.rendered as string;

const PHOTO_SRCSET =
  `${at('photo-1024x768.jpg')} 1024w, ${at('photo-300x225.jpg')} 300w, ${at('photo-768x576.jpg')} 768w, ` +
  `${at('photo-1536x1152.jpg')} 1536w, ${at('photo.jpg')} 2000w`;

describe('library images in content.rendered, as WordPress 7.1 renders the corpus', () => {
  it('an image block with its id and size (mix-image-id-size-link)', async () => {
    const { content, wp } = sample('mix-image-id-size-link');
    // The id first: the site's URL may hold `123` too (in its port).
    const changes: [string, string][] = [
      ['123', String(photo)],
      ['http://example.com/wp-content/uploads/2024/01/photo-1024x768.jpg', at('photo-1024x768.jpg')],
    ];
    const expected = replaced(wp.content, changes).replace(
      `<img decoding="async" src="${at('photo-1024x768.jpg')}" alt="A photo" class="wp-image-${photo}"/>`,
      `<img loading="lazy" decoding="async" width="1024" height="768" src="${at('photo-1024x768.jpg')}" alt="A photo" class="wp-image-${photo}" srcset="${PHOTO_SRCSET}" sizes="auto, (max-width: 1024px) 100vw, 1024px" />`,
    );
    expect(expected).not.toBe(replaced(wp.content, changes));
    expect(await rendered(await published(replaced(content, changes)))).toBe(expected);
  });

  it('a gallery of two library images (core__gallery__deprecated-2)', async () => {
    const { content, wp } = sample('core__gallery__deprecated-2');
    const changes: [string, string][] = [
      ['http://localhost:8888/wp-content/uploads/foo.png', at('photo-768x576.jpg')],
      ['http://localhost:8888/wp-content/uploads/foo.jpg', at('pic-768x576.jpg')],
      ['data-id="1" class="wp-image-1"', `data-id="${photo}" class="wp-image-${photo}"`],
      ['data-id="2" class="wp-image-2"', `data-id="${pic}" class="wp-image-${pic}"`],
    ];
    const image = (file: string, id: number, srcset: string) =>
      `<img loading="lazy" decoding="async" width="768" height="576" src="${at(file)}" alt="title" data-id="${id}" class="wp-image-${id}" srcset="${srcset}" sizes="auto, (max-width: 768px) 100vw, 768px" />`;
    const expected = replaced(replaced(wp.content, changes), [
      [
        `<img decoding="async" src="${at('photo-768x576.jpg')}" alt="title" data-id="${photo}" class="wp-image-${photo}"/>`,
        image(
          'photo-768x576.jpg',
          photo,
          `${at('photo-768x576.jpg')} 768w, ${at('photo-300x225.jpg')} 300w, ${at('photo-1024x768.jpg')} 1024w, ${at('photo-1536x1152.jpg')} 1536w, ${at('photo.jpg')} 2000w`,
        ),
      ],
      [
        `<img decoding="async" src="${at('pic-768x576.jpg')}" alt="title" data-id="${pic}" class="wp-image-${pic}"/>`,
        image(
          'pic-768x576.jpg',
          pic,
          `${at('pic-768x576.jpg')} 768w, ${at('pic-300x225.jpg')} 300w, ${at('pic.jpg')} 800w`,
        ),
      ],
    ]);
    expect(expected.match(/srcset=/g)).toHaveLength(2);
    expect(await rendered(await published(replaced(content, changes)))).toBe(expected);
  });

  it('a classic captioned image with its own dimensions (mix-shortcode-caption-classic)', async () => {
    const { content, wp } = sample('mix-shortcode-caption-classic');
    const changes: [string, string][] = [
      ['http://example.com/wp-content/uploads/2024/01/pic-300x200.jpg', at('pic-300x225.jpg')],
      ['height="200"', 'height="225"'],
      ['attachment_5', `attachment_${pic}`],
      ['attachment-5', `attachment-${pic}`],
      ['wp-image-5', `wp-image-${pic}`],
    ];
    const expected = replaced(wp.content, changes).replace(
      'height="225" />',
      `height="225" srcset="${at('pic-300x225.jpg')} 300w, ${at('pic-768x576.jpg')} 768w, ${at('pic.jpg')} 800w" sizes="auto, (max-width: 300px) 100vw, 300px" />`,
    );
    expect(expected).toContain('srcset=');
    expect(await rendered(await published(replaced(content, changes)))).toBe(expected);
  });

  it('GraphQL renders the same; a list reads every item’s images', async () => {
    const tag = (id: number, file: string) => `<img src="${at(file)}" alt="" class="wp-image-${id}"/>`;
    const first = await published(tag(photo, 'photo-300x225.jpg'));
    const second = await published(tag(pic, 'pic-300x225.jpg'));
    const { body } = await graphql(
      server.url,
      `
        query ($ids: [Int!]) {
          posts(first: 2, filter: { include: $ids }) {
            nodes {
              databaseId
              content {
                rendered
              }
            }
          }
        }
      `,
      { variables: { ids: [first, second] }, headers: admin },
    );
    expect(body.errors).toBeUndefined();
    const nodes = (body.data as { posts: { nodes: { databaseId: number; content: { rendered: string } }[] } })
      .posts.nodes;
    for (const node of nodes) {
      expect(node.content.rendered).toBe(await rendered(node.databaseId));
      expect(node.content.rendered).toContain('sizes="auto, (max-width: 300px) 100vw, 300px" />');
    }
    expect(nodes).toHaveLength(2);
  });

  it('follows the attachment: sub-sizes made later show, a deleted image loses them', async () => {
    const later = await uploaded(await quadrantImage(800, 600), 'later.jpg', 'generate_sub_sizes=false');
    const post = await published(`<img src="${at('later.jpg')}" alt="" class="wp-image-${later}"/>`);
    // No sub-sizes: its dimensions only.
    expect(await rendered(post)).toBe(
      `<p><img loading="lazy" decoding="async" width="800" height="600" src="${at('later.jpg')}" alt="" class="wp-image-${later}"/></p>\n`,
    );
    const made = await rest(server, 'POST', `/cms/v2/media/${later}/post-process`, {
      headers: admin,
      body: { action: 'create-image-subsizes' },
    });
    expect(made.status).toBe(200);
    expect(await rendered(post)).toBe(
      `<p><img loading="lazy" decoding="async" width="800" height="600" src="${at('later.jpg')}" alt="" class="wp-image-${later}" srcset="${at('later.jpg')} 800w, ${at('later-300x225.jpg')} 300w, ${at('later-768x576.jpg')} 768w" sizes="auto, (max-width: 800px) 100vw, 800px" /></p>\n`,
    );
    const gone = await rest(server, 'DELETE', `/cms/v2/media/${later}`, {
      headers: admin,
      query: 'force=true',
    });
    expect(gone.status).toBe(200);
    expect(await rendered(post)).toBe(
      `<p><img decoding="async" src="${at('later.jpg')}" alt="" class="wp-image-${later}"/></p>\n`,
    );
  });
});

describe('the one high-priority image of a request (wp_high_priority_element_flag)', () => {
  const eagerTag = `<img loading="eager" src="${at('photo-1024x768.jpg')}" alt="" class="wp-image-${photo}"/>`;
  const MARKED = '<img fetchpriority="high" decoding="async" width="1024" height="768" loading="eager"';
  const list = async (query: string) =>
    (await rest(server, 'GET', '/cms/v2/posts', { query })).body as {
      id: number;
      content: { rendered: string };
    }[];

  it('goes to the first eager library image of the answer: in one item, a list, a batch', async () => {
    const lazy = await published(`<img src="${at('photo-300x225.jpg')}" alt="" class="wp-image-${photo}"/>`);
    const eager = await published(eagerTag);
    const another = await published(`<p>Words.</p>${eagerTag}`);
    expect(await rendered(eager)).toContain(MARKED);
    const [first, second, third] = await list(`include=${lazy},${eager},${another}&orderby=include`);
    expect(first.content.rendered).not.toContain('fetchpriority');
    expect(second.content.rendered).toContain(MARKED);
    expect(third.content.rendered).not.toContain('fetchpriority');
    expect(third.content.rendered).toContain(
      '<img decoding="async" width="1024" height="768" loading="eager"',
    );
    const [a, b] = await list(`include=${another},${eager}&orderby=include`);
    expect([a.content.rendered.includes(MARKED), b.content.rendered.includes(MARKED)]).toEqual([true, false]);
    // Each post keeps its own rendering: GraphQL, where fields are no page, marks none.
    const { body } = await graphql(server.url, `query { post(id: ${eager}) { content { rendered } } }`, {
      headers: admin,
    });
    expect(JSON.stringify(body)).not.toContain('fetchpriority');

    const batch = await rest(server, 'POST', '/batch/v1', {
      headers: admin,
      body: {
        requests: [another, eager].map((id) => ({
          method: 'POST',
          path: `/cms/v2/posts/${id}`,
          body: { title: 'Again' },
        })),
      },
    });
    const answers = (batch.body as { responses: { body: { content: { rendered: string } } }[] }).responses;
    expect(answers.map((answer) => answer.body.content.rendered.includes(MARKED))).toEqual([true, false]);
  });

  it('goes to an embedded text only when the answer itself has no such image', async () => {
    const captioned = await uploaded(await quadrantImage(800, 600), 'captioned.jpg');
    const caption = `<img loading="eager" width="400" height="300" src="${at('captioned.jpg')}" alt="">`;
    expect(
      (await rest(server, 'POST', `/cms/v2/media/${captioned}`, { headers: admin, body: { caption } }))
        .status,
    ).toBe(200);
    const featuring = async (content: string) => {
      const res = await rest(server, 'POST', '/cms/v2/posts', {
        headers: admin,
        body: { title: 'Featuring', content, status: 'publish', featured_media: captioned },
      });
      return res.body.id as number;
    };
    const plain = await featuring('<p>No image.</p>');
    const eager = await featuring(eagerTag);
    const embedded = async (ids: number[]) =>
      (
        (
          await rest(server, 'GET', '/cms/v2/posts', {
            query: `include=${ids}&orderby=include&_embed=wp:featuredmedia`,
          })
        ).body as {
          content: { rendered: string };
          _embedded: { 'wp:featuredmedia': { caption: { rendered: string } }[] };
        }[]
      ).map((item) =>
        [item.content.rendered, item._embedded['wp:featuredmedia'][0].caption.rendered].join(''),
      );
    const [first, second] = await embedded([plain, eager]);
    expect([first.includes('fetchpriority'), second.includes(MARKED)]).toEqual([false, true]);
    const [alone] = await embedded([plain]);
    expect(alone).toContain('<p><img fetchpriority="high" decoding="async" loading="eager" width="400"');
  });
});
