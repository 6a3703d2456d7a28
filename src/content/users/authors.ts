import type { User } from '../../auth/user.entity.js';
import type { RequestContext } from '../../auth/request-context.js';
import { loaderOf } from '../../graphql/loaders.js';
import { contentDeps } from '../content-access.js';
import { usersToShow } from './user-directory.service.js';

/** The author an item names, as the caller may see them (null: none, or not theirs to see), batched. */
export function authorOf(ctx: RequestContext, id: number): Promise<User | null> | null {
  if (!id) return null;
  return loaderOf(ctx, 'usersToShow', (ids: readonly number[]) => usersToShow(contentDeps(ctx), ids)).load(
    id,
  );
}
