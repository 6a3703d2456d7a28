import type { DomainDeps } from '../../domain-deps.js';
import { Channel, ChannelKind } from '../channels/channel.entity.js';
import type { Check } from '../checks/check.entity.js';
import type { Flip } from '../flips/flip.entity.js';
import { isQuiet } from './deliver.js';
import { groupMembers } from './kinds/group.js';

/** A channel to notify, and the channel of the check it comes through (itself, or its group). */
export interface Recipient {
  channel: Channel;
  via: Channel;
}

/**
 * The channels a change of `check` notifies: its own, with groups replaced by their members (each
 * channel once, through the first that names it), less those set to say nothing about `status`.
 */
export async function recipients(
  deps: DomainDeps,
  check: Check,
  status: 'up' | 'down',
): Promise<Recipient[]> {
  const own = check.channels.getItems();
  const groups = own.filter((channel) => channel.kind === ChannelKind.GROUP);
  const members = groups.length
    ? await deps.em.find(Channel, {
        project: check.project,
        uuid: { $in: groups.flatMap((group) => groupMembers(group.value)) },
        kind: { $ne: ChannelKind.GROUP },
      })
    : [];
  const unique = new Map<number, Recipient>();
  for (const channel of own)
    if (channel.kind !== ChannelKind.GROUP) unique.set(channel.id, { channel, via: channel });
  for (const group of groups)
    for (const channel of members)
      if (groupMembers(group.value).includes(channel.uuid) && !unique.has(channel.id))
        unique.set(channel.id, { channel, via: group });
  return [...unique.values()].filter(({ channel }) => !isQuiet(channel, status));
}

/** The channels a flip notifies (its check loaded with the flip). */
export const flipRecipients = (deps: DomainDeps, flip: Flip) =>
  recipients(deps, flip.check, flip.newStatus === 'up' ? 'up' : 'down');
