import { useState } from 'preact/hooks';
import { gql } from './api.js';
import { duration, fullDate } from './format.js';
import { SNOOZE, UNSNOOZE } from './operations.js';
import { Alert } from './status.js';

export interface Alerting {
  failThreshold: number;
  downDelay: number;
  maxRunTime: number | null;
  remindEvery: number | null;
  remindMax: number | null;
  routes: {
    channel: { name: string; kind: string };
    delay: number;
    remindEvery: number | null;
    remindMax: number | null;
    slow: boolean;
  }[];
  dependsOn: { nodes: { uuid: string; name: string }[] };
}

interface Props {
  checkId: string;
  maintenance: { until: string; snooze: boolean } | null;
  alerting: Alerting;
  canChange: boolean;
  onChanged: () => void;
}

/** The check's alerting rules in words (set through GraphQL or the CLI). */
function rulesInWords(alerting: Alerting): string[] {
  const lines: string[] = [];
  if (alerting.failThreshold > 1)
    lines.push(`A fall is told after ${alerting.failThreshold} failures in a row.`);
  if (alerting.downDelay > 0)
    lines.push(`A fall is told once it has lasted ${duration(alerting.downDelay)}.`);
  if (alerting.remindEvery && alerting.remindMax)
    lines.push(`Reminders every ${duration(alerting.remindEvery)}, at most ${alerting.remindMax} per fall.`);
  if (alerting.maxRunTime) lines.push(`Runs longer than ${duration(alerting.maxRunTime)} are slow.`);
  for (const route of alerting.routes) {
    const name = route.channel.name || route.channel.kind.toLowerCase();
    const parts = [
      route.delay ? `told after ${duration(route.delay)} down` : 'told at once',
      route.remindEvery && route.remindMax
        ? `reminded every ${duration(route.remindEvery)} (${route.remindMax} times)`
        : null,
      route.slow ? 'hears of slow runs' : null,
    ].filter(Boolean);
    lines.push(`${name}: ${parts.join(', ')}.`);
  }
  const parents = alerting.dependsOn.nodes.map((check) => check.name || check.uuid);
  if (parents.length)
    lines.push(`Quiet while ${parents.join(', ')} ${parents.length > 1 ? 'are' : 'is'} down.`);
  return lines;
}

/** Maintenance or snooze now, snooze buttons, and the rules that decide who is told when. */
export function AlertingPanel({ checkId, maintenance, alerting, canChange, onChanged }: Props) {
  const [error, setError] = useState<string>();
  async function run(query: string, variables: Record<string, unknown>) {
    setError(undefined);
    try {
      await gql(query, variables);
      onChanged();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }
  const rules = rulesInWords(alerting);
  return (
    <>
      <p class="maintenance">
        {maintenance
          ? `${maintenance.snooze ? 'Snoozed' : 'In maintenance'} until ${fullDate(maintenance.until)}: notifications wait.`
          : 'Notifications go out as they happen.'}
      </p>
      <Alert message={error} />
      {canChange ? (
        <p class="actions">
          <button type="button" onClick={() => void run(SNOOZE, { id: checkId, seconds: 3600 })}>
            Snooze for an hour
          </button>{' '}
          <button type="button" onClick={() => void run(SNOOZE, { id: checkId, seconds: 86_400 })}>
            Snooze for a day
          </button>{' '}
          {maintenance?.snooze ? (
            <button type="button" onClick={() => void run(UNSNOOZE, { id: checkId })}>
              Unsnooze
            </button>
          ) : null}
        </p>
      ) : null}
      {rules.length ? (
        <ul class="rules">
          {rules.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p class="muted">Every channel is told at once, once, of each change (as in Healthchecks).</p>
      )}
    </>
  );
}
