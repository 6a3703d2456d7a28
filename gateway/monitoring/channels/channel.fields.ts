import type { ApiListChannelsQuery } from './channels.generated.js';
import { ApiTable } from '../api/api-table.js';

type ApiChannel = ApiListChannelsQuery['channels'][number];

/** An integration as the project's read-write key lists it. */
export const CHANNEL_TABLE = new ApiTable<ApiChannel>([
  { wire: 'id', graphql: 'id' },
  { wire: 'name', graphql: 'name' },
  { wire: 'kind', graphql: 'kind' },
]);
