import { Agent, request } from 'node:http';
import { afterAll } from 'vitest';
import { adminAuth, contentUser, rest } from '../helpers/content.js';
import { api, newProject } from '../helpers/monitoring.js';
import { startTestServer } from '../helpers/server.js';
import { jsonText } from './fuzz-values.js';

/**
 * What test/security/fuzz.test.ts fuzzes: a server for it, stopped after its last test, with sentinel
 * rows made before the fuzz (an editor's post with a revision and a tag, a category, another project's
 * check) that no fuzzed request names or may change, and a target of each route family the fuzz may
 * change and delete. `send` and `json` count every request in `log`, noting as failures the answers in
 * 5xx (but the reference's own), the errors and the answers slower than 5 s.
 */
export async function fuzzTarget() {
  const TIMEOUT_MS = 5000;
  /** Server errors the reference answers on purpose (existing clients key on them), not failures. */
  const REFERENCE_SERVER_ERRORS = new Set(['rest_trash_not_supported', 'rest_upload_sideload_error']);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  // FUZZ_LOG=error shows the server's own account of a failure.
  const server = await startTestServer({ env: { LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent' } });
  afterAll(async () => {
    agent.destroy();
    await server.stop();
  });
  const auth = adminAuth(server);
  const log = { sent: 0, failures: [] as string[] };

  /** One raw HTTP request (any method, the path sent as written). */
  function send(method: string, path: string, { headers = {}, body, type }: Outgoing = {}): Promise<number> {
    log.sent++;
    const started = performance.now();
    const note = (what: string) => log.failures.push(`${what}: ${method} ${path.slice(0, 200)}`);
    return new Promise((resolve) => {
      const req = request(
        `${server.url}${path}`,
        {
          method,
          agent,
          headers: { ...headers, ...(type ? { 'Content-Type': type } : {}) },
          timeout: TIMEOUT_MS,
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            if (status >= 500 && !REFERENCE_SERVER_ERRORS.has(errorCode(text)))
              note(`${status} ${text.slice(0, 200).replace(/\s+/g, ' ')}`);
            if (performance.now() - started > TIMEOUT_MS) note('slow');
            resolve(status);
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (error) => {
        note(`no answer (${error.message})`);
        resolve(0);
      });
      req.end(body);
    });
  }

  const json = (method: string, path: string, value: unknown, headers = auth) =>
    send(method, path, {
      headers,
      body: typeof value === 'string' ? value : jsonText(value),
      type: 'application/json',
    });

  // Sentinels: an editor's post with a revision and a tag, a category, another project's check.
  const editor = (await contentUser(server, 'keeper', 'editor')).auth;
  const tag = await rest(server, 'POST', '/cms/v2/tags', { headers: editor, body: { name: 'kept' } });
  const term = await rest(server, 'POST', '/cms/v2/categories', {
    headers: editor,
    body: { name: 'Sentinel' },
  });
  const kept = await rest(server, 'POST', '/cms/v2/posts', {
    headers: editor,
    body: {
      title: 'Kept',
      content: '<p>kept</p>',
      status: 'publish',
      tags: [tag.body.id],
      categories: [term.body.id],
    },
  });
  await rest(server, 'POST', `/cms/v2/posts/${kept.body.id}`, {
    headers: editor,
    body: { content: '<p>kept 2</p>' },
  });
  const other = await newProject(server, 'Sentinel');
  const check = await api(server, other.apiKey)('POST', '/checks/', {
    name: 'kept',
    tags: 'kept',
    timeout: 3600,
  });
  await fetch(`${server.url}/ping/${check.json.uuid}`, { method: 'POST', body: 'kept' });
  const sentinelIds = { posts: [kept.body.id], term: term.body.id, project: other.id };

  // Targets: what the fuzz works on, by route part; it may change (and delete) them.
  const targets: Record<string, string> = {};
  const project = await newProject(server, 'Fuzz');
  for (const base of ['posts', 'pages', 'blocks', 'navigation', 'requirement']) {
    const res = await rest(server, 'POST', `/cms/v2/${base}`, {
      headers: auth,
      body: { title: 't', content: 'c', status: 'publish' },
    });
    targets[base] = String(res.body.id);
    await rest(server, 'POST', `/cms/v2/${base}/${res.body.id}`, { headers: auth, body: { content: 'c2' } });
  }
  for (const base of ['categories', 'tags', 'menus', 'wp_pattern_category', 'league']) {
    const res = await rest(server, 'POST', `/cms/v2/${base}`, {
      headers: auth,
      body: { name: `fuzz ${base}` },
    });
    targets[base] = String(res.body.id);
  }
  const item = await rest(server, 'POST', '/cms/v2/menu-items', {
    headers: auth,
    body: { title: 'm', url: 'https://example.org/', menus: Number(targets.menus), status: 'publish' },
  });
  targets['menu-items'] = String(item.body.id);
  const media = await rest(server, 'POST', '/cms/v2/media', {
    headers: { ...auth, 'Content-Type': 'text/plain', 'Content-Disposition': 'attachment; filename="f.txt"' },
    raw: 'fuzz',
  });
  targets.media = String(media.body.id);
  targets.users = String((await contentUser(server, 'target', 'administrator')).id);
  targets.templates = 'portico//index';
  targets['template-parts'] = 'portico//header';
  targets.types = 'post';
  targets.taxonomies = 'category';
  targets.statuses = 'publish';

  /** The rows made before the fuzz (sentinels), which no fuzzed request names or may change. */
  async function snapshot(): Promise<Snapshot> {
    const connection = server.runtime.orm.em.getConnection();
    const posts = sentinelIds.posts.join(',');
    const query = (sql: string, ...params: unknown[]) => connection.execute(sql, params);
    return {
      tables: {
        posts: await query(
          `select * from posts where id in (${posts}) or parent_id in (${posts}) order by id`,
        ),
        postTerms: await query(
          `select * from post_terms where post_id in (${posts}) order by post_id, term_id`,
        ),
        term: await query('select * from terms where id = ?', sentinelIds.term),
        checks: await query('select * from checks where project_id = ? order by id', sentinelIds.project),
        pings: await query(
          'select * from pings where check_id in (select id from checks where project_id = ?) order by id',
          sentinelIds.project,
        ),
        channels: await query('select * from channels where project_id = ? order by id', sentinelIds.project),
      },
    };
  }
  const before = await snapshot();

  /** A route of the index with its path parameters filled in: a target, or ids that exist nowhere. */
  function pathsOf(pattern: string): string[] {
    const base = /^\/cms\/v2\/([^/(]+)/.exec(pattern)?.[1] ?? '';
    const own = targets[base] ?? '1';
    const fill = (value: (name: string) => string) =>
      pattern.replace(/\(\?P<(\w+)>[^)]*\)+(?:\))?/g, (_m, name: string) => value(name));
    const ids = ['0', '99999999999', '9007199254740993', '99999999999999999999999'];
    return [
      fill((name) => (name === 'id' || name === 'parent' || name === 'user_id' ? own : own)),
      ...ids.map((id) => fill(() => id)),
    ];
  }

  return { server, auth, project, log, send, json, pathsOf, snapshot, before };
}

interface Outgoing {
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  type?: string;
}

function errorCode(text: string): string {
  try {
    return String((JSON.parse(text) as { code?: unknown }).code);
  } catch {
    return '';
  }
}

/** Runs the requests a few at a time (the server sees concurrent hostile traffic, the test stays short). */
export async function all(jobs: (() => Promise<unknown>)[], width = 6) {
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );
}

/** A route of the index as `index.php?rest_route=`, with its query. */
export const route = (path: string, query = '') =>
  `/index.php?rest_route=${encodeURIComponent(path)}${query ? '&' + query : ''}`;

interface Snapshot {
  tables: Record<string, unknown[]>;
}
