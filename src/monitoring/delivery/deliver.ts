import type { Settings } from '../../domain-deps.js';
import type { AddressPolicy } from '../../net/address-guard.js';
import type { Channel } from '../channels/channel.entity.js';
import { DELIVERY_TIMEOUT_MS, DeliveryError, TIMED_OUT } from './http.js';

/** A delivery's error when the server stopped during it. */
const INTERRUPTED = 'Interrupted: the server stopped';
import type { ChannelTarget } from './kind.js';
import { channelKinds } from './kinds/index.js';
import type { FlipNotice } from './notice.js';

/** What deliveries may reach: public addresses, or any with the operator's opt-in. */
export const integrationPolicy = (settings: Settings): AddressPolicy => ({
  allowHosts: [],
  allowPrivate: settings.integrationsAllowPrivateIps,
  allowedBy: () => 'INTEGRATIONS_ALLOW_PRIVATE_IPS=true',
});

/** A channel's value and settings, as its kind reads them. */
export function channelTarget(channel: Channel): ChannelTarget {
  return { value: channel.value, config: JSON.parse(channel.settings) as ChannelTarget['config'] };
}

/** True when the channel is set to say nothing about this status. */
export const isQuiet = (channel: Channel, status: 'up' | 'down') =>
  channelKinds[channel.kind].quiet?.(status, channelTarget(channel)) ?? false;

/**
 * Sends one message through the channel's transport; throws when the transport did not accept it.
 * The whole delivery has one deadline: its transport's exchanges end with it, and the answer is a
 * time-out then whatever the transport still waits for.
 */
export async function deliver(
  channel: Channel,
  notice: FlipNotice,
  settings: Settings,
  /** Ends the delivery early (the server stops): it is retried as any that did not go through. */
  interrupt?: AbortSignal,
): Promise<void> {
  const spec = channelKinds[channel.kind];
  if (!spec.deliver) throw new Error(`${channel.kind} channels are delivered through their members`);
  // Refused at creation; the operator may have unset it since.
  const missing = spec.missingOperatorSetting?.(settings);
  if (missing) throw new DeliveryError(`${missing} is not set`, true);
  const timeout = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  const deadline = interrupt ? AbortSignal.any([timeout, interrupt]) : timeout;
  const sent = spec.deliver(notice, channelTarget(channel), {
    settings,
    policy: integrationPolicy(settings),
    deadline,
  });
  let onAbort = () => undefined as void;
  const expired = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(new DeliveryError(interrupt?.aborted ? INTERRUPTED : TIMED_OUT));
    deadline.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([sent, expired]);
  } finally {
    deadline.removeEventListener('abort', onAbort);
    sent.catch(() => undefined);
  }
}
