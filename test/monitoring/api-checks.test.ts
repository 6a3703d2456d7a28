import { describe, expect, it } from 'vitest';
import { api, checksApiServer, newChannel, newProject } from '../helpers/monitoring.js';

// The Management API's checks: made, validated, listed, updated, paused and deleted.
const { server, projectId, rw, other } = await checksApiServer();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function expectedCheck(uuid: string, badgeUrl: string, overrides: Record<string, unknown> = {}) {
  const url = `http://hc.example/api/v3/checks/${uuid}`;
  return {
    name: '',
    slug: '',
    tags: '',
    desc: '',
    grace: 3600,
    n_pings: 0,
    status: 'new',
    started: false,
    last_ping: null,
    next_ping: null,
    manual_resume: false,
    methods: '',
    subject: '',
    subject_fail: '',
    start_kw: '',
    success_kw: '',
    failure_kw: '',
    filter_subject: false,
    filter_body: false,
    filter_http_body: false,
    filter_default_fail: false,
    badge_url: badgeUrl,
    uuid,
    ping_url: `http://hc.example/ping/${uuid}`,
    update_url: url,
    pause_url: `${url}/pause`,
    resume_url: `${url}/resume`,
    channels: '',
    timeout: 86400,
    ...overrides,
  };
}

describe('create a check', () => {
  it('creates with defaults: 201 and the whole check object in the reference key order', async () => {
    const res = await rw('POST', '/checks/', {});
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const uuid = res.json.uuid as string;
    expect(uuid).toMatch(UUID);
    expect(res.json.badge_url).toMatch(/^http:\/\/hc\.example\/b\/2\/[0-9a-f-]{36}\.svg$/);
    const expected = expectedCheck(uuid, res.json.badge_url as string);
    expect(Object.keys(res.json)).toEqual(Object.keys(expected));
    expect(res.json).toEqual(expected);
  });

  it('stores every field given, and a schedule makes a cron check with schedule and tz', async () => {
    const channel = await newChannel(server, projectId, 'mail');
    const body = {
      name: 'Backups',
      slug: 'backups',
      tags: 'prod db',
      desc: 'nightly',
      timeout: 120,
      grace: 300,
      schedule: '0 3 * * *',
      tz: 'Europe/Kiev',
      manual_resume: true,
      methods: 'POST',
      channels: 'mail',
      start_kw: 'start',
      success_kw: 'ok',
      failure_kw: 'fail',
      filter_subject: true,
      filter_body: true,
      filter_http_body: false,
      filter_default_fail: true,
      api_key: 'ignored here because the header wins',
      unknown_key: 'ignored',
    };
    const res = await rw('POST', '/checks/', body);
    expect(res.status).toBe(201);
    const uuid = res.json.uuid as string;
    const { timeout: _ignored, ...rest } = expectedCheck(uuid, res.json.badge_url as string);
    const expected = {
      ...rest,
      name: 'Backups',
      slug: 'backups',
      tags: 'prod db',
      desc: 'nightly',
      grace: 300,
      manual_resume: true,
      methods: 'POST',
      subject: 'ok',
      subject_fail: 'fail',
      start_kw: 'start',
      success_kw: 'ok',
      failure_kw: 'fail',
      filter_subject: true,
      filter_body: true,
      filter_default_fail: true,
      channels: channel,
      schedule: '0 3 * * *',
      tz: 'Europe/Kyiv',
    };
    expect(Object.keys(res.json)).toEqual(Object.keys(expected));
    expect(res.json).toEqual(expected);
  });

  it('accepts OnCalendar schedules', async () => {
    for (const schedule of ['12:34', '*-*~1 12:00', 'Mon..Fri 09:00\n12:00 Asia/Tokyo']) {
      const res = await rw('POST', '/checks/', { name: 'calendar', schedule, tz: 'Europe/Riga' });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ schedule, tz: 'Europe/Riga' });
      expect(res.json).not.toHaveProperty('timeout');
    }
  });

  it('upserts with unique: 200 and the updated check when one matches, 201 otherwise', async () => {
    const first = await rw('POST', '/checks/', { name: 'upsert-me', tags: 'a', unique: ['name'] });
    expect(first.status).toBe(201);
    const again = await rw('POST', '/checks/', { name: 'upsert-me', tags: 'b', unique: ['name'] });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ uuid: first.json.uuid, tags: 'b' });
    const missingField = await rw('POST', '/checks/', { tags: 'c', unique: ['name'] });
    expect(missingField.status).toBe(201);
    const otherProject = await other('POST', '/checks/', { name: 'upsert-me', unique: ['name'] });
    expect(otherProject.status).toBe(201);
    expect(otherProject.json.uuid).not.toBe(first.json.uuid);
  });

  it('takes the key from the body api_key field of a POST', async () => {
    const keyless = api(server, undefined);
    const { apiKey } = await newProject(server, 'Body key');
    const res = await keyless('POST', '/checks/', { api_key: apiKey, name: 'via body' });
    expect(res.status).toBe(201);
    expect(res.json.name).toBe('via body');
  });

  it('accepts the deprecated subject keywords, explicit fields winning', async () => {
    const res = await rw('POST', '/checks/', {
      subject: 'SUCCESS',
      subject_fail: 'ERR',
      filter_subject: false,
    });
    expect(res.json).toMatchObject({
      success_kw: 'SUCCESS',
      failure_kw: 'ERR',
      filter_subject: false,
      subject: '',
    });
    const on = await rw('POST', '/checks/', { subject: 'SUCCESS' });
    expect(on.json).toMatchObject({
      success_kw: 'SUCCESS',
      filter_subject: true,
      subject: 'SUCCESS',
      subject_fail: '',
    });
  });
});

describe('validation (first problem only, in declaration order)', () => {
  it.each([
    [{ name: 123 }, 'name is not a string'],
    [{ name: null }, 'name is not a string'],
    [{ name: 'x'.repeat(101) }, 'name is too long'],
    [{ slug: 'Bad Slug' }, 'slug does not match pattern'],
    [{ timeout: 59 }, 'timeout is too small'],
    [{ timeout: 31536001 }, 'timeout is too large'],
    [{ timeout: '3600' }, 'timeout is not a number'],
    [{ timeout: 3600.5 }, 'timeout is not a number'],
    [{ timeout: null }, 'timeout is not a number'],
    [{ timeout: true }, 'timeout is too small'],
    [{ grace: 31536001 }, 'grace is too large'],
    [{ manual_resume: 1 }, 'manual_resume is not a boolean'],
    [{ methods: 'GET' }, 'methods has unexpected value'],
    [{ methods: null }, 'methods has unexpected value'],
    [{ unique: 'name' }, 'unique is not an array'],
    [{ unique: null }, 'unique is not an array'],
    [{ unique: ['desc'] }, "an item in 'unique' has unexpected value"],
    [{ schedule: 'bad-expression' }, 'schedule is not a valid cron or OnCalendar expression'],
    [{ schedule: '* * * * * *' }, 'schedule is not a valid cron or OnCalendar expression'],
    [{ schedule: '1,2 61 * * *' }, 'schedule is not a valid cron or OnCalendar expression'],
    [{ schedule: '0 0 31 2 *' }, 'schedule is not a valid cron or OnCalendar expression'],
    [{ schedule: '* invalid *' }, 'schedule is not a valid cron or OnCalendar expression'],
    [{ schedule: '12:34\nsurprise' }, 'schedule is not a valid cron or OnCalendar expression'],
    [{ schedule: 'Surprise 12:34' }, 'schedule is not a valid cron or OnCalendar expression'],
    [{ schedule: '12:34 Europe/surprise' }, 'schedule is not a valid cron or OnCalendar expression'],
    [{ schedule: '* * * * ' + '*'.repeat(100) }, 'schedule is too long'],
    [{ tz: 'Europe/Surprise' }, 'tz is not a valid timezone'],
    [{ tz: 'utc' }, 'tz is not a valid timezone'],
    [{ start_kw: 'x'.repeat(201) }, 'start_kw is too long'],
    [{ filter_body: 'yes' }, 'filter_body is not a boolean'],
    [{ grace: 10, name: 5 }, 'grace is too small'],
    [{ tz: 'nope', channels: 5 }, 'channels is not a string'],
  ])('%j → 400 %s', async (body, message) => {
    const res = await rw('POST', '/checks/', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: `json validation error: ${message}` });
  });

  it.each([
    ['not json', 'could not parse request body'],
    ['[1, 2, 3]', 'json validation error: value is not an object'],
    ['123', 'json validation error: value is not an object'],
    ['"x"', 'json validation error: value is not an object'],
  ])('body %s → 400 %s, before the key is looked at', async (body, message) => {
    const res = await api(server, undefined)('POST', '/checks/', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message });
  });

  it('resolves channels by UUID or name and refuses bad identifiers without saving', async () => {
    const created = await rw('POST', '/checks/', { name: 'chan' });
    const uuid = created.json.uuid as string;
    await newChannel(server, projectId, 'twin');
    await newChannel(server, projectId, 'twin');
    for (const [channels, error] of [
      ['nope', 'invalid channel identifier: nope'],
      ['mail,', 'empty channel identifier'],
      ['twin', 'non-unique channel identifier: twin'],
    ]) {
      const res = await rw('POST', `/checks/${uuid}`, { name: 'renamed', channels });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error });
    }
    expect((await rw('GET', `/checks/${uuid}`)).json.name).toBe('chan');
    const all = await rw('POST', `/checks/${uuid}`, { channels: '*' });
    expect((all.json.channels as string).split(',')).toHaveLength(3);
    const none = await rw('POST', `/checks/${uuid}`, { channels: '' });
    expect(none.json.channels).toBe('');
  });
});

describe('check routes', () => {
  it('lists with tag (all must match, exact tokens) and slug filters', async () => {
    const tagged = api(server, (await newProject(server, 'Tags')).apiKey);
    await tagged('POST', '/checks/', { name: 'a', tags: 'foo bar', slug: 's1' });
    await tagged('POST', '/checks/', { name: 'b', tags: 'foo', slug: 's2' });
    await tagged('POST', '/checks/', { name: 'c', tags: 'a1-foo', slug: 's1' });
    const names = async (query: string) =>
      ((await tagged('GET', `/checks/${query}`)).json.checks as { name: string }[]).map((c) => c.name);
    expect(await names('')).toEqual(['a', 'b', 'c']);
    expect(await names('?tag=foo')).toEqual(['a', 'b']);
    expect(await names('?tag=foo&tag=bar')).toEqual(['a']);
    expect(await names('?tag=nope')).toEqual([]);
    expect(await names('?slug=s1')).toEqual(['a', 'c']);
    expect(await names('?slug=')).toEqual(['a', 'b', 'c']);
  });

  it('updates only the given fields; timeout makes a cron check simple again', async () => {
    const created = await rw('POST', '/checks/', {
      name: 'u',
      schedule: '5 * * * *',
      tz: 'UTC',
      tags: 'keep',
    });
    const uuid = created.json.uuid as string;
    const updated = await rw('POST', `/checks/${uuid}`, { timeout: 600 });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ name: 'u', tags: 'keep', timeout: 600 });
    expect(updated.json).not.toHaveProperty('schedule');
    const both = await rw('POST', `/checks/${uuid}`, { timeout: 900, schedule: '0 * * * *' });
    expect(both.json).toMatchObject({ schedule: '0 * * * *', tz: 'UTC' });
    expect((await rw('POST', `/checks/${uuid}`, {})).json).toEqual(both.json);
  });

  it('pauses (idempotently) and resumes; resume of a check that is not paused is 409', async () => {
    const uuid = (await rw('POST', '/checks/', { name: 'p' })).json.uuid as string;
    expect(await rw('POST', `/checks/${uuid}/resume`)).toMatchObject({
      status: 409,
      json: { error: 'check is not paused' },
    });
    const paused = await rw('POST', `/checks/${uuid}/pause`);
    expect(paused).toMatchObject({
      status: 200,
      json: { status: 'paused', started: false, next_ping: null },
    });
    expect((await rw('POST', `/checks/${uuid}/pause`, '')).json.status).toBe('paused');
    expect((await rw('POST', `/checks/${uuid}/resume`)).json).toMatchObject({
      status: 'new',
      last_ping: null,
    });
  });

  it('deletes and returns the check as it was; then 404', async () => {
    const created = await rw('POST', '/checks/', { name: 'gone' });
    const uuid = created.json.uuid as string;
    const deleted = await rw('DELETE', `/checks/${uuid}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual(created.json);
    expect(await rw('GET', `/checks/${uuid}`)).toMatchObject({ status: 404, json: { error: 'not found' } });
    expect(await rw('DELETE', `/checks/${uuid}`)).toMatchObject({ status: 404 });
  });

  it('refuses creates over the check limit with 403 and saves nothing', async () => {
    const limited = await newProject(server, 'Limited');
    const { updateProject } = await import('../../src/auth/project.service.js');
    const { domainDeps } = await import('../../src/runtime.js');
    await updateProject(domainDeps(server.runtime), limited.id, { checkLimit: 1 });
    const client = api(server, limited.apiKey);
    expect((await client('POST', '/checks/', { name: 'one', unique: ['name'] })).status).toBe(201);
    expect(await client('POST', '/checks/', { name: 'two' })).toMatchObject({
      status: 403,
      json: { error: 'check limit reached' },
    });
    expect((await client('POST', '/checks/', { name: 'one', unique: ['name'] })).status).toBe(200);
    expect((await client('GET', '/checks/')).json.checks).toHaveLength(1);
  });

  it('lists the project channels for read-write keys', async () => {
    const project = await newProject(server, 'Channels');
    const id = await newChannel(server, project.id, 'pager');
    const res = await api(server, project.apiKey)('GET', '/channels/');
    expect(res).toMatchObject({ status: 200, json: { channels: [{ id, name: 'pager', kind: 'email' }] } });
  });
});
