import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderContent, renderExcerpt } from '../../src/content/render/render.js';
import { adminAuth, rest } from '../helpers/content.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/** WordPress 7.1's own answers for block contents (see fixtures/README.md). */
interface Sample {
  name: string;
  content: string;
  dynamic?: boolean;
  wp: { content: string; excerpt: string };
}
const CORPUS: Sample[] = JSON.parse(
  readFileSync(new URL('./fixtures/block-corpus.json', import.meta.url), 'utf8'),
);

/** The samples whose `content.rendered` Portico does not match, and why. */
const DIFFERENT: Record<string, string> = {
  core__accordion:
    'WordPress renders the accordion blocks through the Interactivity API (server-side directives, state and ' +
    'per-request ids), which Portico does not run: it gives their saved markup with the layout classes only.',
  'mix-dynamic-latest-posts':
    "A dynamic block listing the site's other posts (marked dynamic in the corpus); Portico renders it as nothing.",
};

describe('block rendering against WordPress 7.1', () => {
  it('has a reason for every sample it does not match, and the list is short', () => {
    expect(Object.keys(DIFFERENT).every((name) => CORPUS.some((sample) => sample.name === name))).toBe(true);
    expect(Object.keys(DIFFERENT).length).toBeLessThanOrEqual(2);
  });

  it.each(CORPUS.map((sample) => [sample.name, sample] as const))(
    'renders %s byte for byte: content and generated excerpt',
    (name, sample) => {
      if (DIFFERENT[name]) expect(renderContent(sample.content)).not.toBe(sample.wp.content);
      else expect(renderContent(sample.content)).toBe(sample.wp.content);
      expect(renderExcerpt('', sample.content)).toBe(sample.wp.excerpt);
    },
  );
});

describe('cms/v2 posts with block content', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers a created post with the content and excerpt WordPress 7.1 answers', async () => {
    for (const sample of CORPUS.filter((s) => !DIFFERENT[s.name])) {
      const created = await rest(server, 'POST', '/cms/v2/posts', {
        headers: adminAuth(server),
        body: { title: sample.name, content: sample.content, status: 'publish' },
      });
      expect(created.status).toBe(201);
      expect({
        name: sample.name,
        content: created.body.content.rendered,
        excerpt: created.body.excerpt.rendered,
      }).toEqual({ name: sample.name, content: sample.wp.content, excerpt: sample.wp.excerpt });
      expect(created.body.content.raw).toBe(sample.content);
    }
  });
});
