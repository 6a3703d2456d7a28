import { useEffect, useState } from 'preact/hooks';
import { AlertingPanel, type Alerting } from './alerting-panel.js';
import { gql, subscribe } from './api.js';
import { CheckSnippets } from './check-snippets.js';
import { EventTimeline, PingLog, type Flip } from './check-history.js';
import { duration, fullDate, relative, tagsOf } from './format.js';
import { CHECK_EVENTS, CHECK_PAGE, PAUSE, RESUME, UPDATE_CHECK } from './operations.js';
import { Link } from './router.js';
import { RunChart } from './run-chart.js';
import { ScheduleEditor } from './schedule-editor.js';
import { Alert, StatusBadge } from './status.js';
import type { CheckRow, Delivery, Ping, Uptime } from './types.js';
import { useData, useTick } from './use-data.js';

interface CheckDetails extends CheckRow {
  pingUrl: string | null;
  badgeUrl: string;
  manualResume: boolean;
  nPings: number;
  createdAt: string;
  project: {
    uuid: string;
    name: string;
    viewerCanChange: boolean;
    channels: { nodes: { uuid: string; name: string; kind: string }[] } | null;
  };
  channels: { nodes: { uuid: string }[] } | null;
  pings: { nodes: Ping[] };
  flips: { nodes: Flip[] };
  notifications: { nodes: Delivery[] };
  maintenance: { until: string; snooze: boolean } | null;
  alerting: Alerting;
  week: Uptime;
  month: Uptime;
  quarter: Uptime;
}

const percent = (ratio: number) => `${(Math.floor(ratio * 10_000) / 100).toFixed(2)} %`;

function UptimeFigures({ check }: { check: CheckDetails }) {
  const periods: [string, Uptime][] = [
    ['7 days', check.week],
    ['30 days', check.month],
    ['90 days', check.quarter],
  ];
  return (
    <dl class="uptime">
      {periods.map(([label, uptime]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <strong>{percent(uptime.ratio)}</strong>
            <span class="muted">
              {' '}
              {uptime.outages} outage{uptime.outages === 1 ? '' : 's'}
              {uptime.downSeconds ? `, ${duration(uptime.downSeconds)} down` : ''}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Which of the project's channels notify the check; each toggled on its own. */
function ChannelToggles({ check, onSaved }: { check: CheckDetails; onSaved: () => void }) {
  const [error, setError] = useState<string>();
  const all = check.project.channels?.nodes ?? [];
  const on = new Set(check.channels?.nodes.map((channel) => channel.uuid));
  if (!all.length)
    return (
      <p>
        The project has no integrations yet:{' '}
        <Link href={`/projects/${check.project.uuid}/integrations/`}>add one</Link>.
      </p>
    );
  async function toggle(uuid: string) {
    const next = new Set(on);
    if (!next.delete(uuid)) next.add(uuid);
    try {
      await gql(UPDATE_CHECK, { id: check.id, input: { channels: [...next].join(',') } });
      onSaved();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }
  return (
    <fieldset class="channels">
      <legend>Notify through</legend>
      <Alert message={error} />
      {all.map((channel) => (
        <label key={channel.uuid} class="inline">
          <input
            type="checkbox"
            checked={on.has(channel.uuid)}
            disabled={!check.project.viewerCanChange}
            onChange={() => void toggle(channel.uuid)}
          />{' '}
          {channel.name || channel.kind.toLowerCase()}{' '}
          <span class="muted">({channel.kind.toLowerCase()})</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A check's page: status, ping URL and snippets, schedule, channels, alerting, uptime, run times, log, events. */
export function CheckPage({ uuid }: { uuid: string }) {
  const page = useData(
    async () => (await gql<{ check: CheckDetails }>(CHECK_PAGE, { id: uuid })).check,
    [uuid],
  );
  const [actionError, setActionError] = useState<string>();
  const now = useTick(10_000);
  const project = page.data?.project.uuid;

  useEffect(() => {
    if (!project) return;
    // Any event of this check (a ping, a flip, an edit elsewhere): read the page again.
    return subscribe(CHECK_EVENTS, { project, checkId: uuid }, () => void page.reload());
  }, [project, uuid]);

  if (page.error) return <Alert message={page.error} />;
  const check = page.data;
  if (!check) return <p aria-busy="true">Loading…</p>;
  const canChange = check.project.viewerCanChange;

  async function pauseOrResume() {
    setActionError(undefined);
    try {
      await gql(check!.status === 'PAUSED' ? RESUME : PAUSE, { id: check!.id });
      await page.reload();
    } catch (failure) {
      setActionError((failure as Error).message);
    }
  }

  return (
    <>
      <p class="crumbs">
        <Link href="/projects/">Projects</Link> /{' '}
        <Link href={`/projects/${check.project.uuid}/`}>{check.project.name || check.project.uuid}</Link> /
      </p>
      <h1>{check.name || check.uuid}</h1>
      {check.desc ? <p class="desc">{check.desc}</p> : null}
      <p class="summary">
        <StatusBadge check={check} /> · last ping{' '}
        <span title={check.lastPing ? fullDate(check.lastPing) : undefined}>
          {relative(check.lastPing, now)}
        </span>
        {check.nextPing && check.status !== 'PAUSED' ? (
          <> · next expected {relative(check.nextPing, now)}</>
        ) : null}
        {tagsOf(check.tags).length ? <> · tags: {tagsOf(check.tags).join(', ')}</> : null}
      </p>
      <Alert message={actionError} />
      {canChange ? (
        <p>
          <button type="button" onClick={() => void pauseOrResume()}>
            {check.status === 'PAUSED' ? 'Resume' : 'Pause'}
          </button>
        </p>
      ) : null}
      {check.pingUrl ? (
        <CheckSnippets pingUrl={check.pingUrl} schedule={check.kind === 'CRON' ? check.schedule : null} />
      ) : null}
      <section aria-labelledby="schedule">
        <h2 id="schedule">Schedule</h2>
        <ScheduleEditor
          key={check.id}
          check={check}
          canChange={canChange}
          onSaved={() => void page.reload()}
        />
      </section>
      <section aria-labelledby="integrations">
        <h2 id="integrations">Integrations</h2>
        <ChannelToggles check={check} onSaved={() => void page.reload()} />
      </section>
      <section aria-labelledby="alerting">
        <h2 id="alerting">Alerting</h2>
        <AlertingPanel
          checkId={check.id}
          maintenance={check.maintenance}
          alerting={check.alerting}
          canChange={canChange}
          onChanged={() => void page.reload()}
        />
      </section>
      <section aria-labelledby="uptime">
        <h2 id="uptime">Uptime</h2>
        <UptimeFigures check={check} />
      </section>
      <section aria-labelledby="runs">
        <h2 id="runs">Run times</h2>
        <RunChart pings={check.pings.nodes} />
      </section>
      <section aria-labelledby="log">
        <h2 id="log">Ping log</h2>
        <PingLog pings={check.pings.nodes} />
      </section>
      <section aria-labelledby="events">
        <h2 id="events">Events</h2>
        <EventTimeline flips={check.flips.nodes} deliveries={check.notifications.nodes} />
      </section>
      <section aria-labelledby="badge">
        <h2 id="badge">Badge</h2>
        <p>
          <img src={check.badgeUrl} alt={`Status badge of ${check.name || check.uuid}`} />
        </p>
        <p>
          <code>{check.badgeUrl}</code>
        </p>
      </section>
    </>
  );
}
