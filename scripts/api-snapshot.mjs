// The Management API byte for byte: `npm run api:snapshot -- <file>` serves the built server (dist/) in
// this process on a fresh SQLite database, with the clock pinned and every random UUID and token drawn
// from a fixed sequence, makes checks of every shape with pings and flips, calls every /api/v1, v2 and
// v3 route (read-write and read-only keys, and the error cases) and writes each answer's status,
// headers and body bytes to <file>. Two captures of the same scenario are equal byte for byte unless an
// answer changed: take one before a refactoring of the facade and one after, and compare them.
import { Buffer } from 'node:buffer';
import { dist, snapshotRun, START } from './snapshot-server.mjs';

const { createProject } = await dist('src/auth/project.service.js');

await snapshotRun('api', async ({ deps, clock, call, graphql, text }) => {
  const advance = (seconds) => clock.advance(seconds * 1000);
  const unix = (seconds) => Math.round(START.getTime() / 1000) + seconds;

  const main = await createProject(deps, 'Main');
  const other = await createProject(deps, 'Other');
  const rw = main.apiKey;
  const ro = main.apiKeyReadonly;
  const channel = async (kind, name, value) =>
    (
      await graphql(
        rw,
        `mutation { createChannel(kind: ${kind}, name: "${name}", value: "${value}") { uuid } }`,
      )
    ).createChannel.uuid;
  const email = await channel('EMAIL', 'ops', 'ops@example.org');
  const hook = await channel('WEBHOOK', 'hook', 'https://example.com/hook');
  const slack = await channel('SLACK', 'slack', 'https://hooks.example.com/services/x');
  await channel('MATTERMOST', 'mattermost', 'https://chat.example.com/hooks/x');
  await channel('GROUP', 'both', `${email},${slack}`);

  // Checks of every shape, made through v3.
  const v3 = (method, path, options) => call(method, `/api/v3${path}`, { key: rw, ...options });
  const made = async (body) => (await v3('POST', '/checks/', { body })).json;
  const simple = await made({
    name: 'Backups',
    tags: 'prod db',
    desc: 'nightly\nrun',
    timeout: 3600,
    grace: 600,
  });
  const cron = await made({
    name: 'Hourly', slug: 'hourly-job', tags: 'prod', schedule: '0 * * * *', tz: 'Europe/Riga',
    manual_resume: true, methods: 'POST', channels: `${hook},${email}`,
  }); // prettier-ignore
  const calendar = await made({
    name: 'Calendar', schedule: 'Mon..Fri *-*-* 09:30', tz: 'UTC', grace: 120,
    subject: 'SUCCESS', subject_fail: 'FAILED',
  }); // prettier-ignore
  const filtered = await made({
    name: 'Filtered', tags: 'mail db', start_kw: 'begin', success_kw: 'done,ok', failure_kw: 'oops',
    filter_subject: true, filter_body: true, filter_http_body: true, filter_default_fail: true, channels: '',
  }); // prettier-ignore
  const paused = await made({ name: 'Paused', timeout: 86400, channels: 'slack' });
  await v3('POST', `/checks/${paused.uuid}/pause`);
  const bare = await made({});

  // Pings: runs with durations, exit statuses, bodies (one not UTF-8), run ids, keywords, a slug URL.
  const ping = (path, options = {}) => call(options.method ?? 'GET', `/ping/${path}`, options);
  await ping(`${simple.uuid}/start`);
  advance(75.25);
  await ping(simple.uuid, { method: 'POST', body: 'backup done: 3 files\n' });
  advance(60);
  await ping(`${simple.uuid}/fail`, { method: 'POST', body: Buffer.from([0xff, 0x00, 0xfe, 0x41]) });
  advance(60);
  await ping(`${simple.uuid}/0`);
  advance(1.001);
  await ping(`${simple.uuid}/3`, { method: 'POST', body: 'exit 3' });
  advance(30);
  await ping(`${simple.uuid}/log`, { method: 'POST', body: 'a log line' });
  const rid = '6f6a3e3c-1d1b-4a44-9c2a-0e6c1b7a9d10';
  await ping(`${simple.uuid}/start?rid=${rid}`);
  advance(12.5);
  await ping(`${simple.uuid}?rid=${rid}`);
  await ping(`${cron.uuid}`);
  await ping(`${cron.uuid}`, { method: 'POST', body: 'posted' });
  await ping(`${filtered.uuid}`, { method: 'POST', body: 'begin the job' });
  advance(5);
  await ping(`${filtered.uuid}`, { method: 'POST', body: 'all done' });
  await ping(`${filtered.uuid}`, { method: 'POST', body: 'oops it broke' });
  await ping(`${filtered.uuid}`, { method: 'POST', body: 'nothing to see' });
  await ping(`${main.project.pingKey}/hourly-job`, { method: 'POST' });
  await ping(`${main.project.pingKey}/made-by-ping?create=1`);
  await ping(`${main.project.pingKey}/unknown-slug`);
  advance(3600 * 2);

  const checks = [simple, cron, calendar, filtered, paused, bare];
  const uniqueKeys = (await call('GET', '/api/v3/checks/', { key: ro })).json.checks.map(
    (check) => check.unique_key,
  );
  const missing = '00000000-0000-4000-8000-000000000000';
  const otherCheck = (
    await call('POST', '/api/v3/checks/', { key: other.apiKey, body: { name: 'Theirs', tags: 'prod' } })
  ).json;

  for (const version of [1, 2, 3]) {
    const base = `/api/v${version}`;
    for (const [key, who] of [
      [rw, 'rw'],
      [ro, 'ro'],
    ]) {
      const get = (path, options) => call('GET', base + path, { key, ...options });
      text(`##### v${version} ${who}\n`);
      await get('/checks/');
      for (const query of [
        '?tag=prod',
        '?tag=prod&tag=db',
        '?tag=pro',
        '?tag=nope',
        '?slug=hourly-job',
        '?slug=',
      ]) {
        await get(`/checks/${query}`);
      }
      for (const check of checks) await get(`/checks/${check.uuid}`);
      for (const uniqueKey of uniqueKeys) await get(`/checks/${uniqueKey}`);
      await get(`/checks/${missing}`);
      await get(`/checks/${otherCheck.uuid}`);
      await get(`/checks/${'0'.repeat(40)}`);
      for (const check of [simple, cron, filtered, bare]) {
        await get(`/checks/${check.uuid}/flips/`);
        await get(`/checks/${check.uuid}/pings/`);
      }
      await get(`/checks/${uniqueKeys[0]}/flips/`);
      for (const query of [
        `?start=${unix(100)}`,
        `?end=${unix(200)}`,
        `?start=${unix(0)}&end=${unix(150)}`,
        '?seconds=7300',
        '?seconds=60',
        '?start=abc',
        '?seconds=-1',
        '?start=99999999999',
      ]) {
        await get(`/checks/${simple.uuid}/flips/${query}`);
      }
      await get(`/checks/${missing}/flips/?start=abc`);
      await get(`/checks/${otherCheck.uuid}/flips/`);
      for (const n of [1, 2, 3, 4, 5, 6, 7, 99]) await get(`/checks/${simple.uuid}/pings/${n}/body`);
      await get(`/checks/${filtered.uuid}/pings/2/body`);
      await get(`/checks/${missing}/pings/`);
      await get(`/checks/${otherCheck.uuid}/pings/1/body`);
      await get('/channels/');
      await get('/badges/');
      await get('/checks');
      await call('OPTIONS', `${base}/checks/`);
      await call('OPTIONS', `${base}/checks/${simple.uuid}`, { key });
      await call('HEAD', `${base}/checks/`, { key });
      await call('PUT', `${base}/checks/`, { key, body: '{}' });
      await call('DELETE', `${base}/checks/`, { key });
      await call('GET', `${base}/checks/${simple.uuid}/pause`, { key });
      await call('POST', `${base}/channels/`, { key });
      await call('GET', `${base}/checks/${simple.uuid.toUpperCase()}`, { key });
      await call('GET', `${base}/checks/${simple.uuid}/`, { key });
      // Writes: refused to the read-only key.
      const post = (path, body, options) => call('POST', base + path, { key, body, ...options });
      const created = await post('/checks/', {
        name: `Made in v${version} by ${who}`,
        timeout: 120,
        tags: 'new',
      });
      await post('/checks/', { name: `Made in v${version} by ${who}`, grace: 240, unique: ['name'] });
      await post('/checks/', {
        name: 'Cron in v' + version,
        schedule: '*/5 * * * *',
        unique: ['name', 'timeout'],
      });
      await post('/checks/', { tags: 'x', unique: ['name'] });
      const target = created.json?.uuid ?? simple.uuid;
      await post(`/checks/${target}`, { name: `Renamed in v${version}` });
      await post(`/checks/${target}`, { name: 'Slugged', slug: 'explicit' });
      await post(`/checks/${target}`, { schedule: '30 2 * * *', tz: 'America/New_York' });
      await post(`/checks/${target}`, { timeout: 600 });
      await post(`/checks/${target}`, { channels: '*' });
      await post(`/checks/${target}`, { channels: 'hook,slack' });
      await post(`/checks/${target}`, { channels: 'nope' });
      await post(`/checks/${target}`, { channels: missing });
      await post(`/checks/${target}`, { channels: '' });
      await post(`/checks/${target}`, { subject: 'OK', subject_fail: 'BAD' });
      await post(`/checks/${target}`, { subject: 'OK', success_kw: 'wins' });
      await post(`/checks/${target}`, { manual_resume: true, methods: 'POST', desc: 'updated' });
      await post(`/checks/${target}`, {});
      await post(`/checks/${target}`, '');
      await post(`/checks/${target}`, { unknown_field: 1, unique: ['name'] });
      await post(`/checks/${missing}`, { name: 'x' });
      await post(`/checks/${missing}`, { name: 5 });
      await post(`/checks/${otherCheck.uuid}`, { name: 5 });
      await post(`/checks/${otherCheck.uuid}`, { name: 'stolen' });
      await post(`/checks/${target}/pause`);
      await post(`/checks/${target}/pause`, '');
      await post(`/checks/${target}/resume`);
      await post(`/checks/${target}/resume`);
      await post(`/checks/${otherCheck.uuid}/pause`);
      await post(`/checks/${missing}/resume`);
      await get(`/checks/${target}/flips/`);
      await call('DELETE', `${base}/checks/${target}`, { key });
      await call('DELETE', `${base}/checks/${target}`, { key });
      await call('DELETE', `${base}/checks/${otherCheck.uuid}`, { key });
      // On writes, the body's `api_key` stands in for the header.
      await call('POST', `${base}/checks/`, { body: { api_key: key, name: `Via body v${version} ${who}` } });
    }
    // Keys: none, empty, short, unknown, another project's.
    for (const key of [undefined, '', 'short', 'x'.repeat(32), other.apiKeyReadonly]) {
      await call('GET', `${base}/checks/`, { key });
      await call('POST', `${base}/checks/`, { key, body: { name: 'nobody' } });
    }
    await call('GET', `${base}/checks/${simple.uuid}`, { key: other.apiKey });
    // Bodies the API refuses, in its order: JSON first, then the key, then the fields.
    const bad = (body, key = rw) => call('POST', `${base}/checks/`, { key, body });
    for (const body of [
      '{',
      '[1]',
      '"text"',
      'null',
      '1',
      '{"name": "dup", "name": 5}',
      '\ufeff{}',
      '{"timeout": 60.0}',
    ]) {
      await bad(body);
      await bad(body, ro);
      await bad(body, undefined);
    }
    for (const body of [
      { name: 123 },
      { name: null },
      { name: 'x'.repeat(101) },
      { name: 'x'.repeat(100) },
      { slug: 'Bad Slug' },
      { slug: 'x'.repeat(101) },
      { timeout: 59 },
      { timeout: 31536001 },
      { timeout: '3600' },
      { timeout: 3600.5 },
      { timeout: null },
      { timeout: true },
      { grace: 31536001 },
      { grace: false },
      { manual_resume: 1 },
      { manual_resume: 'true' },
      { methods: 'GET' },
      { methods: null },
      { methods: 'post' },
      { methods: '' },
      { unique: 'name' },
      { unique: ['desc'] },
      { unique: [] },
      { unique: ['grace', 5] },
      { schedule: 'bad-expression' },
      { schedule: '* * * * * *' },
      { schedule: '0 0 31 2 *' },
      { schedule: '12:34 Europe/surprise' },
      { schedule: '* * * * ' + '*'.repeat(100) },
      { schedule: 5 },
      { tz: 'Europe/Surprise' },
      { tz: 'utc' },
      { tz: 5 },
      { tz: 'x'.repeat(40) },
      { tz: 'a\u0000b' },
      { start_kw: 'x'.repeat(201) },
      { success_kw: 5 },
      { failure_kw: 'x'.repeat(201) },
      { subject: 'x'.repeat(201) },
      { subject_fail: [] },
      { filter_subject: 'yes' },
      { filter_body: 0 },
      { filter_http_body: null },
      { filter_default_fail: {} },
      { tags: 'x'.repeat(501) },
      { desc: 7 },
      { channels: 5 },
      { channels: null },
      { grace: 10, name: 5 },
      { tz: 'nope', channels: 5 },
      { failure_kw: 'x'.repeat(201), manual_resume: 1 },
      { name: 'a\u0000b' },
      { tags: 'a\u0000b' },
      { desc: 'a\u0000b' },
      { subject: 'a\u0000b' },
      { slug: 'a\u0000b' },
      { schedule: 'a\u0000b' },
      { channels: 'a\u0000b' },
      { methods: 'a\u0000b' },
    ]) {
      await bad(body);
      if (version === 3) await call('POST', `${base}/checks/${bare.uuid}`, { key: rw, body });
    }
    await bad(JSON.stringify({ desc: 'x'.repeat(3_000_000) }));
    await call('GET', `${base}/status/`);
    await call('POST', `${base}/status/`);
  }

  // Metrics and badges the API's answers link to.
  await call('GET', `/projects/${main.project.id}/metrics/${ro}`);
  await call('GET', `/projects/${main.project.id}/checks/metrics/${ro}`);
  await call('GET', `/projects/${main.project.id}/metrics/${rw}`);
  const badges = (await call('GET', '/api/v3/badges/', { key: ro })).json.badges;
  for (const urls of Object.values(badges))
    for (const url of Object.values(urls)) await call('GET', url.replace('http://portico.test', ''));
  const checkBadge = (await call('GET', `/api/v3/checks/${simple.uuid}`, { key: rw })).json.badge_url;
  for (const format of ['svg', 'json', 'shields'])
    await call('GET', checkBadge.replace('http://portico.test', '').replace(/svg$/, format));
});
