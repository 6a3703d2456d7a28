import type { ChannelKindSpec } from '../kind.js';
import { UUID } from '../../../uuid.js';

/** More than a project's integrations would ever be: the bound of the lookups a group costs. */
const MAX_MEMBERS = 100;

/** The member channels' UUIDs of a group's value. */
export const groupMembers = (value: string) => value.split(',');

/**
 * A group sends nothing itself: its flips fan out to its members (other channels of the project,
 * each with its own notification and retries), as Healthchecks' group integration does.
 */
export const group: ChannelKindSpec = {
  summary: 'Every member integration (other channels of the project), each notified as if on its own.',
  value: {
    description: 'The member channels’ UUIDs, comma-separated.',
    expected: `at most ${MAX_MEMBERS} distinct channel UUIDs separated by commas`,
    valid(value) {
      const members = groupMembers(value);
      return (
        members.length <= MAX_MEMBERS &&
        new Set(members).size === members.length &&
        members.every((id) => UUID.test(id))
      );
    },
  },
  settings: [],
};
