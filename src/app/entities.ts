import { ApplicationPassword } from '../auth/application-password.entity.js';
import { FirstStart } from '../auth/first-start.entity.js';
import { InstanceSecret } from '../auth/instance-secret.entity.js';
import { Project } from '../auth/project.entity.js';
import { User } from '../auth/user.entity.js';
import { Channel } from '../monitoring/channel.entity.js';
import { Check } from '../monitoring/check.entity.js';
import { Flip } from '../monitoring/flip.entity.js';
import { Notification } from '../monitoring/notification.entity.js';
import { Attachment } from '../content/media/attachment.entity.js';
import { ImportOrigin } from '../content/import/import-origin.entity.js';
import { Post } from '../content/post.entity.js';
import { PostTerm, Term } from '../content/term.entity.js';
import { SiteSettings } from '../site/site-settings.entity.js';
import { Ping } from '../monitoring/ping.entity.js';

/** Every MikroORM entity, registered explicitly (folder discovery would differ between src and dist). */
export const entities = [
  Project,
  User,
  ApplicationPassword,
  Channel,
  Check,
  Ping,
  Flip,
  Notification,
  SiteSettings,
  Post,
  Attachment,
  Term,
  PostTerm,
  InstanceSecret,
  FirstStart,
  ImportOrigin,
];
