import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { ApplicationPasswordResolver } from '../auth/application-password.resolver.js';
import { ProjectResolver, UserResolver, ViewerResolver } from '../auth/viewer.resolver.js';
import { BadgeResolver } from '../monitoring/badge.resolver.js';
import { ChannelResolver } from '../monitoring/channel.resolver.js';
import { CheckResolver } from '../monitoring/check.resolver.js';
import { CheckNotificationsResolver } from '../monitoring/notification.resolver.js';
import { CheckPingsResolver, PingResolver } from '../monitoring/ping.resolver.js';
import { ContentModelResolver } from '../content/content-model.resolver.js';
import { MediaResolver } from '../content/media/media.resolver.js';
import { MenuItemResolver } from '../content/menu-item.resolver.js';
import { OEmbedResolver } from '../content/oembed/oembed.resolver.js';
import { PostResolver, RevisionResolver } from '../content/post.resolver.js';
import { TemplateResolver } from '../content/templates/template.resolver.js';
import { TermResolver } from '../content/term.resolver.js';
import { UserDirectoryResolver } from '../content/user-directory.resolver.js';
import { SiteResolver } from '../site/site.resolver.js';
import { HealthResolver } from './health.resolver.js';

/** Every resolver of the schema; the printed SDL (schema/schema.graphql) is generated from these. */
export const resolvers = [
  ViewerResolver,
  ProjectResolver,
  UserResolver,
  HealthResolver,
  CheckResolver,
  ChannelResolver,
  BadgeResolver,
  PingResolver,
  CheckPingsResolver,
  CheckNotificationsResolver,
  SiteResolver,
  PostResolver,
  RevisionResolver,
  TermResolver,
  MenuItemResolver,
  MediaResolver,
  OEmbedResolver,
  TemplateResolver,
  UserDirectoryResolver,
  ContentModelResolver,
  ApplicationPasswordResolver,
] as const;

export function buildPorticoSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, validate: false });
}
