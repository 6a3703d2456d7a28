import { accessWithdrawn } from '../../auth/access-events.js';
import { User } from '../../auth/user.entity.js';
import { keepAnAdministrator } from '../../auth/user.service.js';
import type { DomainDeps } from '../../domain-deps.js';
import { badInput } from '../../errors.js';
import { publishLive } from '../../live/publish.js';
import { Post } from '../posts/post.entity.js';

export interface DeletedUser {
  user: User;
  /** How many items (of every type, revisions and media included) now belong to the other user. */
  reassigned: number;
}

/**
 * Deletes a user as the reference's DELETE /users/<id> with `reassign` does: every item the user
 * wrote, of every type, goes to the other user, and the user's application passwords go with the
 * user. The last administrator stays.
 */
export async function deleteUser(deps: DomainDeps, user: User, reassignTo: User): Promise<DeletedUser> {
  if (reassignTo.id === user.id) throw badInput('cannot reassign posts to the user being deleted');
  return deps.em.transactional(async (em) => {
    await keepAnAdministrator({ ...deps, em }, user);
    const reassigned = await em.nativeUpdate(Post, { authorId: user.id }, { authorId: reassignTo.id });
    // Its application passwords are deleted with it (a cascading foreign key).
    await em.nativeDelete(User, { id: user.id });
    await publishLive(em, [accessWithdrawn({ userId: user.id }, deps.clock.now())]);
    return { user, reassigned };
  });
}
