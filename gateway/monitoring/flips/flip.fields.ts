import type { ApiListFlipsQuery } from './flips.generated.js';
import { ApiTable } from '../api/api-table.js';
import { apiTimestamp } from '../api/timestamps.js';

type ApiFlip = ApiListFlipsQuery['check']['flips'][number];

/** A flip: when the check's status changed, and whether it went up (1) or down (0). */
export const FLIP_TABLE = new ApiTable<ApiFlip>([
  { wire: 'timestamp', show: (flip) => apiTimestamp(flip.timestamp) },
  { wire: 'up', show: (flip) => (flip.newStatus === 'up' ? 1 : 0) },
]);
