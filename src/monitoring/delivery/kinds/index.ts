import { ChannelKind } from '../../channels/channel.entity.js';
import type { ChannelKindSpec } from '../kind.js';
import { discord, mattermost, slack } from './slack-alike.js';
import { email } from './email.js';
import { googlechat } from './googlechat.js';
import { gotify } from './gotify.js';
import { group } from './group.js';
import { matrix } from './matrix.js';
import { msteamsw } from './msteamsw.js';
import { ntfy } from './ntfy.js';
import { opsgenie } from './opsgenie.js';
import { pagerduty } from './pagerduty.js';
import { pushover } from './pushover.js';
import { rocketchat } from './rocketchat.js';
import { sms } from './sms.js';
import { telegram } from './telegram.js';
import { webhook } from './webhook.js';
import { zulip } from './zulip.js';

/** Every integration kind's spec (the compiler checks that none is missing). */
export const channelKinds: Readonly<Record<ChannelKind, ChannelKindSpec>> = {
  [ChannelKind.EMAIL]: email,
  [ChannelKind.WEBHOOK]: webhook,
  [ChannelKind.SMS]: sms,
  [ChannelKind.SLACK]: slack,
  [ChannelKind.MATTERMOST]: mattermost,
  [ChannelKind.ROCKETCHAT]: rocketchat,
  [ChannelKind.DISCORD]: discord,
  [ChannelKind.MSTEAMSW]: msteamsw,
  [ChannelKind.GOOGLECHAT]: googlechat,
  [ChannelKind.TELEGRAM]: telegram,
  [ChannelKind.NTFY]: ntfy,
  [ChannelKind.PO]: pushover,
  [ChannelKind.GOTIFY]: gotify,
  [ChannelKind.MATRIX]: matrix,
  [ChannelKind.ZULIP]: zulip,
  [ChannelKind.PD]: pagerduty,
  [ChannelKind.OPSGENIE]: opsgenie,
  [ChannelKind.GROUP]: group,
};
