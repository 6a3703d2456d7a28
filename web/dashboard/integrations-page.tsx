import { useState } from 'preact/hooks';
import { gql } from './api.js';
import { ChannelForm } from './channel-form.js';
import { fullDate } from './format.js';
import { CHANNELS, DELETE_CHANNEL, TEST_CHANNEL } from './operations.js';
import { ProjectHeader, useProject } from './project-header.js';
import { Alert } from './status.js';
import type { Delivery } from './types.js';
import { useData } from './use-data.js';

interface ChannelRow {
  id: string;
  uuid: string;
  name: string;
  kind: string;
  value: string;
  notifications: { nodes: Delivery[] };
}

function Deliveries({ deliveries }: { deliveries: Delivery[] }) {
  if (!deliveries.length) return <p class="muted">Nothing sent yet.</p>;
  return (
    <ul class="deliveries">
      {deliveries.map((delivery, i) => (
        <li key={i} class={`delivery-${delivery.state.toLowerCase()}`}>
          <time dateTime={delivery.createdAt}>{fullDate(delivery.createdAt)}</time>{' '}
          {delivery.newStatus.toLowerCase()}: {delivery.state.toLowerCase()}
          {delivery.error ? <span class="muted"> — {delivery.error}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A project's integrations: list, add any kind, test, delete, and each one's delivery history. */
export function IntegrationsPage({ uuid }: { uuid: string }) {
  const project = useProject(uuid);
  const channels = useData(
    async () =>
      (await gql<{ channels: { nodes: ChannelRow[] } }>(CHANNELS, { project: uuid })).channels.nodes,
    [uuid],
  );
  const [outcome, setOutcome] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  if (project.error) return <Alert message={project.error} />;
  if (!project.data) return <p aria-busy="true">Loading…</p>;
  const canChange = project.data.viewerCanChange;

  async function test(channel: ChannelRow) {
    setOutcome({ ...outcome, [channel.uuid]: 'Sending…' });
    try {
      const { testChannel } = await gql<{ testChannel: { sent: boolean; error: string | null } }>(
        TEST_CHANNEL,
        {
          id: channel.id,
        },
      );
      setOutcome({
        ...outcome,
        [channel.uuid]: testChannel.sent ? 'Test sent' : `Not sent: ${testChannel.error}`,
      });
    } catch (failure) {
      setOutcome({ ...outcome, [channel.uuid]: (failure as Error).message });
    }
  }
  async function remove(channel: ChannelRow) {
    if (!confirm(`Delete the integration ${channel.name || channel.kind.toLowerCase()}?`)) return;
    try {
      await gql(DELETE_CHANNEL, { id: channel.id });
      await channels.reload();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <>
      <ProjectHeader project={project.data} current="integrations" />
      <Alert message={channels.error ?? error} />
      {channels.data && !channels.data.length ? <p>No integrations yet.</p> : null}
      {channels.data?.map((channel) => (
        <article class="channel" key={channel.uuid} data-channel={channel.uuid}>
          <h2>
            {channel.name || channel.kind.toLowerCase()}{' '}
            <span class="muted">({channel.kind.toLowerCase()})</span>
          </h2>
          <p>
            <code>{channel.value}</code>
          </p>
          {canChange ? (
            <p>
              <button type="button" onClick={() => void test(channel)}>
                Test<span class="visually-hidden"> {channel.name || channel.kind.toLowerCase()}</span>
              </button>{' '}
              <button type="button" onClick={() => void remove(channel)}>
                Delete<span class="visually-hidden"> {channel.name || channel.kind.toLowerCase()}</span>
              </button>{' '}
              <span role="status">{outcome[channel.uuid] ?? ''}</span>
            </p>
          ) : null}
          <h3>Deliveries</h3>
          <Deliveries deliveries={channel.notifications.nodes} />
        </article>
      ))}
      {canChange ? (
        <section aria-labelledby="add">
          <h2 id="add">Add an integration</h2>
          <ChannelForm project={uuid} onCreated={() => void channels.reload()} />
        </section>
      ) : null}
    </>
  );
}
