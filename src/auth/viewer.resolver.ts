import { Ctx, Field, FieldResolver, ObjectType, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { forbidden } from '../errors.js';
import { Project } from './project.entity.js';
import { listProjects } from './project.service.js';
import { User, UserRole } from './user.entity.js';

export enum KeyAccess {
  READ_WRITE = 'READ_WRITE',
  READ_ONLY = 'READ_ONLY',
}
registerEnumType(KeyAccess, { name: 'KeyAccess' });

@ObjectType({ description: 'Who the request is authenticated as.' })
class Viewer {
  @Field({ description: 'False for anonymous callers.' })
  authenticated!: boolean;

  @Field(() => Project, { nullable: true, description: 'The project whose API key was sent.' })
  project!: Project | null;

  @Field(() => KeyAccess, { nullable: true })
  keyAccess!: KeyAccess | null;

  @Field(() => User, { nullable: true, description: 'The user whose application password was sent.' })
  user!: User | null;
}

@Resolver()
export class ViewerResolver {
  @Query(() => Viewer)
  viewer(@Ctx() { caller }: RequestContext): Viewer {
    return {
      authenticated: caller.project !== null || caller.user !== null,
      project: caller.project,
      keyAccess: caller.project ? (caller.readOnly ? KeyAccess.READ_ONLY : KeyAccess.READ_WRITE) : null,
      user: caller.user,
    };
  }

  @Query(() => Project, { nullable: true, description: 'The project of the API key in use.' })
  project(@Ctx() { caller }: RequestContext): Project | null {
    return caller.project;
  }

  @Query(() => [Project], { description: 'All projects; administrators only.' })
  projects(@Ctx() ctx: RequestContext): Promise<Project[]> {
    if (ctx.caller.user?.role !== UserRole.ADMINISTRATOR) throw forbidden('administrators only');
    return listProjects(ctx);
  }
}

@Resolver(() => Project)
export class ProjectResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: 'Key for slug ping URLs ({base_url}/ping/<pingKey>/<slug>); null for read-only keys.',
  })
  pingKey(@Root() project: Project, @Ctx() { caller }: RequestContext): string | null {
    const ownReadWrite = caller.project?.id === project.id && !caller.readOnly;
    return ownReadWrite || caller.user?.role === UserRole.ADMINISTRATOR ? project.pingKey : null;
  }
}

@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Visible to the user and to administrators.' })
  email(@Root() user: User, @Ctx() { caller }: RequestContext): string | null {
    const self = caller.user?.id === user.id;
    return self || caller.user?.role === UserRole.ADMINISTRATOR ? user.email : null;
  }
}
