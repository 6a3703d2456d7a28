import { ApplicationPassword } from '../auth/application-password.entity.js';
import { FirstStart } from '../auth/first-start.entity.js';
import { InstanceSecret } from '../auth/instance-secret.entity.js';
import { Project } from '../auth/project.entity.js';
import { Session, SignInFailures } from '../auth/sessions/session.entity.js';
import { ProjectMember } from '../auth/members/project-member.entity.js';
import { PasswordReset } from '../auth/password-reset/password-reset.entity.js';
import { User } from '../auth/user.entity.js';
import { Channel } from '../monitoring/channels/channel.entity.js';
import { Check } from '../monitoring/checks/check.entity.js';
import { Flip } from '../monitoring/flips/flip.entity.js';
import { Notification } from '../monitoring/channels/notification.entity.js';
import { Attachment } from '../content/media/attachment.entity.js';
import { MediaVariant } from '../content/media/variants/media-variant.entity.js';
import { ImportOrigin } from '../content/import/import-origin.entity.js';
import { Post } from '../content/posts/post.entity.js';
import { PostTerm, Term } from '../content/terms/term.entity.js';
import { SiteSettings } from '../site/site-settings.entity.js';
import { Ping } from '../monitoring/pings/ping.entity.js';
import { AlertRoute } from '../monitoring/alerting/alert-route.entity.js';
import { CheckDependency } from '../monitoring/alerting/check-dependency.entity.js';
import { CheckRun } from '../monitoring/alerting/check-run.entity.js';
import { MaintenanceWindow } from '../monitoring/alerting/maintenance-window.entity.js';

/** Every MikroORM entity, registered explicitly (folder discovery would differ between src and dist). */
export const entities = [
  Project,
  User,
  ApplicationPassword,
  Session,
  SignInFailures,
  ProjectMember,
  PasswordReset,
  Channel,
  Check,
  Ping,
  Flip,
  Notification,
  CheckRun,
  AlertRoute,
  CheckDependency,
  MaintenanceWindow,
  SiteSettings,
  Post,
  Attachment,
  MediaVariant,
  Term,
  PostTerm,
  InstanceSecret,
  FirstStart,
  ImportOrigin,
];
