import { DateTimeType } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Project } from '../project.entity.js';
import { User } from '../user.entity.js';

/** A user's role in a project (Healthchecks' team roles), most powerful first. */
export enum ProjectRole {
  OWNER = 'owner',
  MANAGER = 'manager',
  MEMBER = 'member',
  READ_ONLY = 'read_only',
}
registerEnumType(ProjectRole, {
  name: 'ProjectRole',
  description: 'A user’s role in a project, most powerful first (Healthchecks’ team roles).',
  valuesConfig: {
    OWNER: { description: 'Everything a manager may; one per project, and never removed.' },
    MANAGER: { description: 'Everything a member may, and manages the project’s members.' },
    MEMBER: { description: 'Reads and changes checks and integrations.' },
    READ_ONLY: { description: 'Reads checks, their pings and integrations; changes nothing.' },
  },
});

/** Where a role stands, most powerful first (0: owner): how members are listed. */
export const roleRank = (role: ProjectRole): number => Object.values(ProjectRole).indexOf(role);

/** Roles that manage a project's members. */
export const MANAGING: readonly ProjectRole[] = [ProjectRole.OWNER, ProjectRole.MANAGER];

/** A user's place in a project. Site administrators see every project without one. */
@ObjectType({ description: 'A user’s place in a project: their role there.' })
@Entity({ tableName: 'project_members' })
@Unique({ properties: ['project', 'user'] })
@Index({ properties: ['user'] })
export class ProjectMember {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Project, { description: 'The project.' })
  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @Field(() => User, { description: 'The member.' })
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => ProjectRole, { description: 'What they may do in the project.' })
  @Enum({ items: () => ProjectRole })
  role!: ProjectRole;

  @Field({ description: 'When they joined it.' })
  @Property({ type: DateTimeType })
  addedAt!: Date;
}
