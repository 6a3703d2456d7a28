import { send } from '../http.js';
import type { ChannelKindSpec } from '../kind.js';
import { headline, upDownSettings } from './email.js';

/** Twilio's Messages API shape: a form POST to /2010-04-01/Accounts/<sid>/Messages.json. */
export const sms: ChannelKindSpec = {
  summary:
    'A text message through the operator’s Twilio-compatible gateway (`SMS_GATEWAY_URL`): "<check> is DOWN".',
  value: {
    description: 'The phone number, in E.164 form.',
    expected: 'a phone number like +15551234567',
    valid: (value) => /^\+[1-9]\d{6,14}$/.test(value),
  },
  settings: upDownSettings,
  missingOperatorSetting: (settings) => (settings.smsGateway ? null : 'SMS_GATEWAY_URL'),
  quiet: (status, target) => target.config[status] === false,
  deliver(notice, target, env) {
    const gateway = env.settings.smsGateway!;
    return send(
      {
        url: `${gateway.url}/2010-04-01/Accounts/${encodeURIComponent(gateway.accountSid)}/Messages.json`,
        auth: [gateway.accountSid, gateway.authToken],
        form: {
          From: gateway.from,
          To: target.value,
          // The note, not the snooze link: its hundred characters would double the text's parts.
          Body: notice.note ? `${headline(notice)}\n${notice.note}` : headline(notice),
        },
      },
      env,
    );
  },
};
