import 'reflect-metadata';
import { buildSchema, type PubSub } from 'type-graphql';
import { ApplicationPasswordResolver } from '../auth/application-password.resolver.js';
import { ProjectResolver, UserResolver, ViewerResolver } from '../auth/viewer.resolver.js';
import { SessionResolver } from '../auth/sessions/session.resolver.js';
import { PasswordResetResolver } from '../auth/password-reset/password-reset.resolver.js';
import { TwoFactorResolver } from '../auth/two-factor/two-factor.resolver.js';
import {
  ProjectMembersResolver,
  ViewerMembershipsResolver,
} from '../auth/members/project-member.resolver.js';
import { BadgeResolver } from '../monitoring/badges/badge.resolver.js';
import { ChannelResolver } from '../monitoring/channels/channel.resolver.js';
import { markOneOfInputs } from '../monitoring/channels/channel-settings.types.js';
import { CheckResolver } from '../monitoring/checks/check.resolver.js';
import {
  ChannelChecksResolver,
  ProjectMonitoringResolver,
} from '../monitoring/project-monitoring.resolver.js';
import {
  ChannelNotificationsResolver,
  CheckNotificationsResolver,
} from '../monitoring/channels/notification.resolver.js';
import {
  CheckInsightsResolver,
  ProjectViewerResolver,
} from '../monitoring/checks/check-insights.resolver.js';
import { CheckPingsResolver, PingResolver } from '../monitoring/pings/ping.resolver.js';
import { AlertRulesResolver, CheckAlertingResolver } from '../monitoring/alerting/alert-rules.resolver.js';
import {
  CheckMaintenanceResolver,
  MaintenanceWindowResolver,
  ProjectMaintenanceResolver,
} from '../monitoring/alerting/maintenance.resolver.js';
import { SnoozeLinkResolver } from '../monitoring/alerting/snooze-link.resolver.js';
import { ContentModelResolver } from '../content/content-model/content-model.resolver.js';
import { MediaResolver } from '../content/media/media.resolver.js';
import { MediaVariantResolver } from '../content/media/variants/variant.resolver.js';
import { MenuItemResolver } from '../content/menus/menu-item.resolver.js';
import {
  MenuEdgesResolver,
  MenuItemEdgesResolver,
  PostMenuItemsResolver,
} from '../content/menus/menu-item-edges.resolver.js';
import { PostNavigationsResolver } from '../content/menus/navigation-links.resolver.js';
import { OEmbedResolver } from '../content/oembed/oembed.resolver.js';
import { postListResolvers, PostResolver, RevisionResolver } from '../content/posts/post.resolver.js';
import { PostEdgesResolver, RevisionEdgesResolver } from '../content/posts/post-edges.resolver.js';
import { TermPostsResolver, UserPostsResolver } from '../content/posts/posts-of.resolver.js';
import { ScheduleCheckResolver, ScheduledItemResolver } from '../content/posts/schedule-watch.resolver.js';
import { TemplateResolver } from '../content/templates/template.resolver.js';
import { ThemeResolver } from '../content/themes/theme.resolver.js';
import { BlockTypeResolver } from '../content/block-types/block-type.resolver.js';
import { SearchResolver } from '../content/search/search.resolver.js';
import { PatternResolver } from '../content/patterns/pattern.resolver.js';
import { TermResolver } from '../content/terms/term.resolver.js';
import { UserDirectoryResolver } from '../content/users/user-directory.resolver.js';
import { SiteResolver } from '../site/site.resolver.js';
import { CheckEventResolver, LiveResolver } from '../subscriptions/live.resolver.js';
import { HealthResolver } from '../graphql/health.resolver.js';
import { NodeResolver } from './node.resolver.js';
import type { PorticoSchemas } from '../runtime.js';
import { publicSchemaOf, restOnlyDirective } from '../graphql/rest-only.js';
import { storedValuesDirective, storedValuesSchemaOf } from '../graphql/stored-values.js';
import { DateTime } from '../graphql/date-time.js';
import { describeMadeTypes } from '../graphql/schema-descriptions.js';
import { facadeWithholding, graphWithholding } from '../graphql/withheld.js';

/** Every resolver of the schema; the printed SDL (schema/schema.graphql) is generated from these. */
export const resolvers = [
  NodeResolver,
  ViewerResolver,
  SessionResolver,
  PasswordResetResolver,
  TwoFactorResolver,
  ProjectMembersResolver,
  ViewerMembershipsResolver,
  ProjectResolver,
  UserResolver,
  HealthResolver,
  CheckResolver,
  ProjectMonitoringResolver,
  ChannelChecksResolver,
  ChannelResolver,
  BadgeResolver,
  PingResolver,
  CheckPingsResolver,
  CheckNotificationsResolver,
  ChannelNotificationsResolver,
  CheckInsightsResolver,
  CheckAlertingResolver,
  AlertRulesResolver,
  MaintenanceWindowResolver,
  CheckMaintenanceResolver,
  ProjectMaintenanceResolver,
  SnoozeLinkResolver,
  ProjectViewerResolver,
  SiteResolver,
  PostResolver,
  PostEdgesResolver,
  RevisionEdgesResolver,
  UserPostsResolver,
  TermPostsResolver,
  ScheduleCheckResolver,
  ScheduledItemResolver,
  ...postListResolvers,
  RevisionResolver,
  TermResolver,
  MenuItemResolver,
  MenuItemEdgesResolver,
  MenuEdgesResolver,
  PostMenuItemsResolver,
  PostNavigationsResolver,
  MediaResolver,
  MediaVariantResolver,
  OEmbedResolver,
  TemplateResolver,
  ThemeResolver,
  BlockTypeResolver,
  SearchResolver,
  PatternResolver,
  UserDirectoryResolver,
  ContentModelResolver,
  ApplicationPasswordResolver,
  LiveResolver,
  CheckEventResolver,
] as const;

/**
 * type-graphql insists on a topic PubSub once a schema has subscriptions, but Portico's each bring
 * their own `subscribe` (events come from the database's live feed, filtered per subscriber), so a
 * topic is never published or subscribed to.
 */
const NO_TOPICS: PubSub = {
  publish: () => {
    throw new Error('Portico subscriptions have no topics: publish with src/live/publish.ts');
  },
  subscribe: () => {
    throw new Error('Portico subscriptions have no topics: give @Subscription a subscribe function');
  },
};

/**
 * Object types declared with `simpleResolvers: true` (those the facades read most) resolve their
 * plain fields as graphql-js does, reading the property, instead of through type-graphql's per-field
 * wrapper (a tenth of a cms/v2 list's time). Portico has no field middleware or auth checker, so the
 * two are the same — except for a field named apart from its property (`@Field({ name })`), which
 * such a type must not have (test/foundation/graphql.test.ts checks).
 */
export async function buildPorticoSchemas(): Promise<PorticoSchemas> {
  const full = describeMadeTypes(
    markOneOfInputs(
      await buildSchema({
        resolvers,
        validate: false,
        pubSub: NO_TOPICS,
        directives: [restOnlyDirective, storedValuesDirective],
        scalarsMap: [{ type: Date, scalar: DateTime }],
      }),
    ),
  );
  return {
    facades: facadeWithholding(storedValuesSchemaOf(full)),
    graph: graphWithholding(publicSchemaOf(full)),
  };
}
