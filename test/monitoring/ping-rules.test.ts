/**
 * The ping rules called directly: how an HTTP ping is classified (`httpAction`) and how a ping moves
 * its check (`applyPing`), case by case as Healthchecks pins them in hc/api/tests/test_ping.py (the
 * view's classification and `Check.ping`), with the flip each change of stored status records.
 */
import { describe, expect, it } from 'vitest';
import { Check, type StoredStatus } from '../../src/monitoring/checks/check.entity.js';
import { statusFlip } from '../../src/monitoring/flips/flip-rules.js';
import {
  applyPing,
  httpAction,
  keywordAction,
  MAX_RUN_MS,
  type PingSignal,
} from '../../src/monitoring/pings/ping-rules.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const RID = '0b9d7c1e-5f2a-4e8b-9c3d-2a1b0c9d8e7f';
const OTHER_RID = '6e5d4c3b-2a19-4807-b6a5-948372615041';

/** A check with the reference's defaults (a day's timeout, an hour's grace), `fields` on top. */
const checkWith = (fields: Partial<Check> = {}) => Object.assign(new Check(), fields);

/** The action of an HTTP ping to `check`: a GET unless `method` says otherwise. */
function classify(
  check: Check,
  { signal = 'success', exitStatus = null, method = 'GET', body = null }: HttpPing = {},
) {
  return httpAction(check, signal, exitStatus, method, body === null ? null : Buffer.from(body));
}
interface HttpPing {
  signal?: PingSignal;
  exitStatus?: number | null;
  method?: string;
  body?: string | null;
}

/** Receives an HTTP ping at NOW (as the view then `Check.ping` do); the check moves in place. */
const receive = (check: Check, ping: HttpPing & { rid?: string } = {}) =>
  applyPing(check, classify(check, ping), NOW, ping.rid ?? null);

describe('an HTTP ping to a new check (test_it_works)', () => {
  it('brings it up, counts it and sets when it goes down: a day and an hour on', () => {
    const check = checkWith();
    const applied = receive(check);
    expect(applied).toMatchObject({ kind: null, n: 1 });
    expect(check).toMatchObject({ status: 'up', nPings: 1, lastPing: NOW, lastStart: null });
    expect(check.graceAt).toEqual(new Date(NOW.getTime() + 86400_000));
    expect(check.alertAfter).toEqual(new Date(NOW.getTime() + 86400_000 + 3600_000));
  });

  it('records new→up as a flip that notifies nobody (processed at once)', () => {
    expect(receive(checkWith()).flip).toEqual({
      created: NOW,
      oldStatus: 'new',
      newStatus: 'up',
      reason: '',
      processed: NOW,
    });
  });

  it('numbers the pings on from the check’s count', () => {
    const check = checkWith({ status: 'up', lastPing: ago(60), nPings: 41 });
    expect(receive(check)).toEqual({ kind: null, n: 42, flip: null });
    expect(check.nPings).toBe(42);
  });
});

describe('signals and exit statuses', () => {
  it('/fail takes the check down, with no deadline left and a flip that notifies (test_fail_endpoint_works)', () => {
    const check = checkWith();
    const applied = receive(check, { signal: 'fail' });
    expect(applied.kind).toBe('fail');
    expect(check).toMatchObject({ status: 'down', lastPing: NOW, alertAfter: null, graceAt: null });
    expect(applied.flip).toEqual({
      created: NOW,
      oldStatus: 'new',
      newStatus: 'down',
      reason: 'fail',
      processed: null,
    });
  });

  it('/start marks the run and leaves the last ping alone (test_start_endpoint_works)', () => {
    const check = checkWith({ lastPing: ago(7200) });
    const applied = receive(check, { signal: 'start' });
    expect(applied).toEqual({ kind: 'start', n: 1, flip: null });
    expect(check).toMatchObject({ status: 'new', lastStart: NOW, lastPing: ago(7200) });
  });

  it('/start keeps a paused check paused (test_start_does_not_change_status_of_paused_check)', () => {
    const check = checkWith({ status: 'paused' });
    expect(receive(check, { signal: 'start' }).flip).toBeNull();
    expect(check).toMatchObject({ status: 'paused', lastStart: NOW });
  });

  it('/start keeps the run id (test_start_sets_last_start_rid)', () => {
    const check = checkWith();
    receive(check, { signal: 'start', rid: RID });
    expect(check).toMatchObject({ lastStart: NOW, lastStartRid: RID });
  });

  it('/log is kept and changes nothing else (test_log_endpoint_works)', () => {
    const check = checkWith();
    const applied = receive(check, { signal: 'log', method: 'POST', body: 'hello' });
    expect(applied).toEqual({ kind: 'log', n: 1, flip: null });
    expect(check).toMatchObject({ status: 'new', lastPing: null, alertAfter: null, nPings: 1 });
  });

  it.each([
    [0, 'success', 'up', null],
    [123, 'fail', 'down', 'fail'],
    [255, 'fail', 'down', 'fail'],
  ])(
    'exit status %i is %s (test_zero_/test_nonzero_exit_status_works)',
    (exitStatus, action, status, kind) => {
      const check = checkWith();
      expect(classify(check, { exitStatus })).toBe(action);
      expect(receive(check, { exitStatus }).kind).toBe(kind);
      expect(check.status).toBe(status);
    },
  );

  it('a non-zero exit status fails whatever the URL’s signal', () => {
    expect(classify(checkWith(), { signal: 'start', exitStatus: 1 })).toBe('fail');
    expect(classify(checkWith(), { signal: 'log', exitStatus: 2 })).toBe('fail');
    expect(classify(checkWith(), { signal: 'start', exitStatus: 0 })).toBe('start');
  });
});

describe('runs: start, then success or failure', () => {
  it('a success ends the run and measures it (test_it_sets_last_duration)', () => {
    const check = checkWith({ lastStart: ago(10) });
    receive(check);
    expect(check).toMatchObject({ lastStart: null, lastDuration: 10_000 });
  });

  it('a success of another run leaves the run going, unmeasured (test_it_does_not_update_last_ping_on_rid_mismatch)', () => {
    const check = checkWith({ lastStart: ago(10), lastStartRid: RID });
    receive(check, { rid: OTHER_RID });
    expect(check).toMatchObject({ lastStart: ago(10), lastStartRid: RID, lastDuration: null });
  });

  it('a success of the same run ends and measures it (test_it_clears_last_ping_and_sets_last_duration_if_rid_matches)', () => {
    const check = checkWith({ lastStart: ago(10), lastStartRid: RID });
    receive(check, { rid: RID });
    expect(check).toMatchObject({ lastStart: null, lastStartRid: null, lastDuration: 10_000 });
  });

  it('a success without a run id ends a run that had one, unmeasured (test_it_clears_last_ping_if_rid_is_absent)', () => {
    const check = checkWith({ lastStart: ago(10), lastStartRid: RID });
    receive(check);
    expect(check).toMatchObject({ lastStart: null, lastDuration: null });
  });

  it('a failure ends any run, unmeasured when it is another (test_it_clears_last_ping_on_failure)', () => {
    const check = checkWith({ lastStart: ago(10), lastStartRid: RID });
    receive(check, { signal: 'fail', rid: OTHER_RID });
    expect(check).toMatchObject({ lastStart: null, lastDuration: null, status: 'down' });
  });

  it('a success after no start clears the previous duration', () => {
    const check = checkWith({ status: 'up', lastPing: ago(60), lastDuration: 5000 });
    receive(check);
    expect(check.lastDuration).toBeNull();
  });

  it('a run of 72 hours or more gets no duration (Healthchecks’ clamped_last_duration)', () => {
    const measured = checkWith({ lastStart: new Date(NOW.getTime() - MAX_RUN_MS + 1000) });
    receive(measured);
    expect(measured.lastDuration).toBe(MAX_RUN_MS - 1000);
    const tooLong = checkWith({ lastStart: new Date(NOW.getTime() - MAX_RUN_MS) });
    receive(tooLong);
    expect(tooLong).toMatchObject({ lastStart: null, lastDuration: null });
  });

  it('a start on a check that is up moves its deadline to the start plus grace', () => {
    const check = checkWith({ status: 'up', lastPing: ago(60) });
    receive(check, { signal: 'start' });
    expect(check.alertAfter).toEqual(new Date(NOW.getTime() + 3600_000));
    expect(check.graceAt).toEqual(new Date(NOW.getTime() - 60_000 + 86400_000));
  });
});

describe('paused checks', () => {
  it('a ping resumes a paused check, quietly (test_it_changes_status_of_paused_check)', () => {
    const check = checkWith({ status: 'paused' });
    expect(receive(check).flip).toMatchObject({ oldStatus: 'paused', newStatus: 'up', processed: NOW });
    expect(check.status).toBe('up');
  });

  it('a failure takes a paused check down, and that notifies', () => {
    const check = checkWith({ status: 'paused' });
    expect(receive(check, { signal: 'fail' }).flip).toMatchObject({
      oldStatus: 'paused',
      newStatus: 'down',
      processed: null,
    });
  });

  it('with manual resume every ping is ignored and only counted (test_it_handles_manual_resume_flag)', () => {
    for (const signal of ['success', 'fail', 'start'] as const) {
      const check = checkWith({ status: 'paused', manualResume: true });
      expect(receive(check, { signal })).toEqual({ kind: 'ign', n: 1, flip: null });
      expect(check).toMatchObject({ status: 'paused', lastPing: null, lastStart: null, nPings: 1 });
    }
  });

  it('manual resume takes precedence over keywords (test_manual_resume_takes_precedence_over_keywords)', () => {
    const check = checkWith({
      status: 'paused',
      manualResume: true,
      filterHttpBody: true,
      successKw: 'SUCCESS',
    });
    expect(receive(check, { method: 'POST', body: 'SUCCESS!' }).kind).toBe('ign');
    expect(check.status).toBe('paused');
  });
});

describe('methods: POST', () => {
  it('ignores a GET, which changes nothing but the count (test_it_requires_post)', () => {
    const check = checkWith({ methods: 'POST' });
    expect(receive(check)).toEqual({ kind: 'ign', n: 1, flip: null });
    expect(check).toMatchObject({ status: 'new', lastPing: null, nPings: 1 });
  });

  it('takes a POST', () => {
    expect(classify(checkWith({ methods: 'POST' }), { method: 'POST' })).toBe('success');
  });

  it('takes precedence over keywords (test_allowed_methods_takes_precedence_over_keywords)', () => {
    const check = checkWith({ methods: 'POST', filterHttpBody: true, filterDefaultFail: true });
    expect(classify(check)).toBe('ign');
  });
});

describe('HTTP body keywords', () => {
  const filtering = (fields: Partial<Check>) => checkWith({ filterHttpBody: true, ...fields });
  const post = (check: Check, body: string, ping: HttpPing = {}) =>
    classify(check, { method: 'POST', body, ...ping });

  it.each([
    ['a success keyword', { successKw: 'SUCCESS' }, 'SUCCESS!', 'success'], // test_it_handles_success_filter_match
    ['no success keyword', { successKw: 'SUCCESS' }, 'hello world', 'ign'], // test_it_handles_success_filter_miss
    ['a failure keyword', { failureKw: 'FAIL' }, 'FAIL!', 'fail'], // test_it_handles_failure_filter_match
    ['no failure keyword', { failureKw: 'FAIL' }, '---', 'ign'], // test_it_handles_failure_filter_miss
    ['a start keyword', { startKw: 'START' }, 'STARTING', 'start'], // test_it_handles_start_filter_match
    [
      'no keyword, failing by default',
      { successKw: 'SUCCESS', filterDefaultFail: true },
      'no keywords',
      'fail',
    ],
  ] as const)('%s → %s', (_name, fields, body, action) => {
    expect(post(filtering(fields), body)).toBe(action);
  });

  it('looks for failure, then success, then start', () => {
    const check = filtering({ failureKw: 'ERR', successKw: 'OK', startKw: 'GO' });
    expect(post(check, 'GO OK ERR')).toBe('fail');
    expect(post(check, 'GO OK')).toBe('success');
    expect(post(check, 'GO')).toBe('start');
  });

  it('reads comma-separated keywords, trimmed, skipping empty ones, case-sensitively', () => {
    const check = filtering({ failureKw: ' ,  oops , ERROR,,' });
    expect(post(check, 'an ERROR here')).toBe('fail');
    expect(post(check, 'oops')).toBe('fail');
    expect(post(check, 'error')).toBe('ign');
    expect(post(check, ' , ')).toBe('ign');
  });

  it('decide over the URL’s signal and exit status', () => {
    const check = filtering({ successKw: 'SUCCESS' });
    expect(post(check, 'SUCCESS', { signal: 'fail' })).toBe('success');
    expect(post(check, 'SUCCESS', { exitStatus: 1 })).toBe('success');
    expect(post(check, 'nothing', { signal: 'log' })).toBe('ign');
  });

  it('read an empty or missing body as empty text', () => {
    const check = filtering({ successKw: 'SUCCESS', filterDefaultFail: true });
    expect(classify(check)).toBe('fail');
    expect(keywordAction(filtering({ successKw: 'SUCCESS' }), '')).toBe('ign');
  });

  it('read the body as UTF-8, invalid bytes replaced (test_it_accepts_bad_unicode)', () => {
    expect(post(filtering({ successKw: 'Wörld' }), 'Hello Wörld')).toBe('success');
    const invalid = Buffer.concat([Buffer.from('Hello '), Buffer.from([0xe9]), Buffer.from(' World')]);
    expect(httpAction(filtering({ successKw: 'World' }), 'success', null, 'POST', invalid)).toBe('success');
  });

  it('are not read without filter_http_body, e-mail filters notwithstanding (test_it_ignores_email_filters)', () => {
    const check = checkWith({ filterSubject: true, successKw: 'SUCCESS', filterDefaultFail: true });
    expect(classify(check)).toBe('success');
  });
});

describe('flips', () => {
  const STATUSES: StoredStatus[] = ['new', 'up', 'down', 'paused'];

  it.each([
    ['up', 'success', null],
    ['down', 'fail', null],
    ['up', 'fail', { oldStatus: 'up', newStatus: 'down', reason: 'fail', processed: null }],
    ['down', 'success', { oldStatus: 'down', newStatus: 'up', reason: '', processed: null }],
    ['new', 'fail', { oldStatus: 'new', newStatus: 'down', reason: 'fail', processed: null }],
  ] as const)('a %s check, a %s ping', (status, signal, flip) => {
    const check = checkWith({ status, lastPing: status === 'new' ? null : ago(60) });
    const applied = applyPing(check, signal, NOW, null);
    expect(applied.flip).toEqual(flip && { created: NOW, ...flip });
  });

  it('notify for going down and for coming back up from down, and for nothing else', () => {
    const notifying = STATUSES.flatMap((from) =>
      STATUSES.filter((to) => to !== from && statusFlip(from, to, '', NOW).processed === null).map(
        (to) => `${from}→${to}`,
      ),
    );
    expect(notifying).toEqual(['new→down', 'up→down', 'down→up', 'paused→down']);
  });

  it('are dated by the caller: a timeout at its deadline', () => {
    expect(statusFlip('up', 'down', 'timeout', ago(30))).toEqual({
      created: ago(30),
      oldStatus: 'up',
      newStatus: 'down',
      reason: 'timeout',
      processed: null,
    });
  });
});
