import { describe, expect, it } from 'vitest';
import { Flip } from '../../src/monitoring/flips/flip.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { api, pingServer } from '../helpers/monitoring.js';

// A check's status as its pings and its schedule make it.
const { clock, server, project, rw, ping, newCheck, check, pings } = await pingServer();
const RID = '6b0b8c1a-6d3b-4f2c-9a4e-1f1d2c3b4a59';

async function flips(uuid: string) {
  const em = domainDeps(server.runtime).em;
  const rows = await em.find(Flip, { check: { uuid } }, { orderBy: { id: 'asc' } });
  return rows.map(
    (f) => `${f.oldStatus}>${f.newStatus}${f.reason ? ` ${f.reason}` : ''}${f.processed ? ' quiet' : ''}`,
  );
}

describe('status by pings', () => {
  it('new → up (quiet) → down by fail (notifies) → up by success (notifies); no flip without a change', async () => {
    const uuid = await newCheck();
    await ping(uuid);
    expect((await check(uuid)).status).toBe('up');
    await ping(uuid);
    await ping(`${uuid}/fail`);
    expect((await check(uuid)).status).toBe('down');
    await ping(`${uuid}/fail`);
    await ping(uuid);
    expect(await flips(uuid)).toEqual(['new>up quiet', 'up>down fail', 'down>up']);
  });

  it('new → down by a failure notifies', async () => {
    const uuid = await newCheck();
    await ping(`${uuid}/3`);
    expect(await flips(uuid)).toEqual(['new>down fail']);
  });

  it('a paused check comes up quietly, or ignores pings with manual_resume', async () => {
    const quiet = await newCheck();
    await rw('POST', `/checks/${quiet}/pause`);
    await ping(quiet);
    expect((await check(quiet)).status).toBe('up');
    expect(await flips(quiet)).toEqual(['new>paused quiet', 'paused>up quiet']);

    const manual = await newCheck({ manual_resume: true });
    await rw('POST', `/checks/${manual}/pause`);
    await ping(`${manual}/fail`);
    expect((await check(manual)).status).toBe('paused');
    expect((await pings(manual))[0].type).toBe('ign');
  });

  it('log pings and start pings leave the status alone; start shows as started', async () => {
    const uuid = await newCheck();
    await ping(`${uuid}/log`);
    expect(await check(uuid)).toMatchObject({ status: 'new', n_pings: 1, last_ping: null });
    await ping(`${uuid}/start`);
    expect(await check(uuid)).toMatchObject({
      status: 'new',
      started: true,
      next_ping: '2026-03-01T12:00:00+00:00',
    });
  });

  it('API v1 shows a running job as the status "started"; v2 and v3 do not', async () => {
    const uuid = await newCheck();
    await ping(`${uuid}/start`);
    expect((await api(server, project.apiKey, 1)('GET', `/checks/${uuid}`)).json.status).toBe('started');
    expect((await api(server, project.apiKey, 2)('GET', `/checks/${uuid}`)).json.status).toBe('new');
  });

  it('measures runs by rid: a success with the start rid closes it with a duration', async () => {
    const uuid = await newCheck();
    clock.set('2026-03-01T13:00:00Z');
    await ping(`${uuid}/start?rid=${RID}`);
    clock.set('2026-03-01T13:00:42.500Z');
    await ping(`${uuid}?rid=00000000-0000-4000-8000-000000000001`);
    expect((await check(uuid)).started).toBe(true);
    clock.set('2026-03-01T13:01:30Z');
    await ping(`${uuid}?rid=${RID}`);
    expect(await check(uuid)).toMatchObject({ started: false, last_duration: 90 });
    const listed = await pings(uuid);
    expect(listed.map((p) => [p.type, p.duration])).toEqual([
      ['success', 90],
      ['success', undefined],
      ['start', undefined],
    ]);
    expect(listed[1]).toEqual({
      type: 'success',
      date: '2026-03-01T13:00:42.500000+00:00',
      n: 2,
      scheme: 'http',
      remote_addr: '127.0.0.1',
      method: 'GET',
      ua: 'node',
      rid: '00000000-0000-4000-8000-000000000001',
      body_url: null,
    });
    expect(Object.keys(listed[0])).toEqual([
      'type',
      'date',
      'n',
      'scheme',
      'remote_addr',
      'method',
      'ua',
      'rid',
      'body_url',
      'duration',
    ]);
  });

  it('methods "POST" ignores other methods', async () => {
    const uuid = await newCheck({ methods: 'POST' });
    await ping(uuid);
    expect((await check(uuid)).status).toBe('new');
    await ping(uuid, { method: 'POST' });
    expect((await check(uuid)).status).toBe('up');
  });

  it('classifies HTTP bodies by keywords, invalid UTF-8 included', async () => {
    const uuid = await newCheck({
      filter_http_body: true,
      success_kw: 'all good',
      failure_kw: 'ERROR, FATAL',
      start_kw: 'begin',
    });
    const send = (body: string | Buffer, suffix = '') => ping(`${uuid}${suffix}`, { method: 'POST', body });
    await send('begin');
    await send('FATAL: disk', '/0');
    await send('all good');
    await send('nothing to see');
    await send(Buffer.from([0xc3, 0x28, 0xff]));
    expect((await pings(uuid)).map((p) => p.type)).toEqual(['ign', 'ign', 'success', 'fail', 'start']);
  });
});

describe('expected pings of scheduled checks', () => {
  it('shows next_ping from the schedule in its time zone, and grace and down by the clock', async () => {
    clock.set('2026-04-01T10:30:00Z');
    const uuid = await newCheck({ schedule: '0 * * * *', tz: 'Asia/Kolkata', grace: 300 });
    await ping(uuid);
    // Kolkata is UTC+05:30: pinged at 16:00 local, the next full local hour is 17:00 = 11:30Z.
    expect(await check(uuid)).toMatchObject({ status: 'up', next_ping: '2026-04-01T11:30:00+00:00' });
    clock.set('2026-04-01T11:31:00Z');
    expect((await check(uuid)).status).toBe('grace');
    clock.set('2026-04-01T11:35:00Z');
    expect((await check(uuid)).status).toBe('down');
    const calendar = await newCheck({ schedule: 'Mon..Fri 09:00', tz: 'Europe/Riga', grace: 300 });
    await ping(calendar);
    // 2026-04-01 is a Wednesday; Riga is UTC+03:00 in summer.
    expect((await check(calendar)).next_ping).toBe('2026-04-02T06:00:00+00:00');
  });
});
