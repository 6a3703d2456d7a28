import { mailRelay } from '../../../net/mail.js';
import { EMAIL_PATTERN } from '../../../auth/user.service.js';
import type { ChannelKindSpec, SettingSpec } from '../kind.js';
import { checkName, upper, type FlipNotice } from '../notice.js';

/** "Backup is DOWN": the subject of e-mails and the text of SMS. */
export const headline = (notice: FlipNotice) => `${checkName(notice)} is ${upper(notice)}`;

/** Healthchecks' up/down switches of e-mail and SMS channels. */
export const upDownSettings: SettingSpec[] = [
  { key: 'up', type: 'boolean', default: true, description: 'Send a message when a check goes up.' },
  { key: 'down', type: 'boolean', default: true, description: 'Send a message when a check goes down.' },
];

/** E-mail goes to the operator's relay (SMTP_RELAY_URL), which is not user input and not guarded. */
export const email: ChannelKindSpec = {
  summary:
    'An e-mail through the operator’s relay (`SMTP_RELAY_URL`): "<check> is DOWN", with the check’s UUID and tags.',
  value: {
    description: 'The recipient’s address.',
    expected: 'an e-mail address',
    valid: (v) => EMAIL_PATTERN.test(v),
  },
  settings: upDownSettings,
  quiet: (status, target) => target.config[status] === false,
  async deliver(notice, target, env) {
    const { smtpRelayUrl, pingEmailDomain } = env.settings;
    if (!smtpRelayUrl) throw new Error('SMTP_RELAY_URL is not set');
    const text = [
      `${headline(notice)} since ${notice.timestamp.toISOString()}.`,
      '',
      `Check: ${notice.check.name}`,
      `UUID: ${notice.check.uuid}`,
      `Tags: ${notice.check.tags}`,
      ...(notice.note ? ['', notice.note] : []),
      ...(notice.snoozeUrl ? ['', `Snooze this check: ${notice.snoozeUrl}`] : []),
    ].join('\n');
    // The delivery's deadline closes the connection however slowly the relay answers.
    await mailRelay(smtpRelayUrl).sendMail({
      signal: env.deadline,
      from: `${env.settings.integrations.siteName} <noreply@${pingEmailDomain}>`,
      to: target.value,
      subject: headline(notice),
      text,
    });
  },
};
