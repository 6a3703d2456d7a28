import type { Settings } from '../../context.js';
import { ChannelKind, type Channel } from '../channel.entity.js';
import { sendEmail } from './email.js';
import type { FlipMessage } from './message.js';
import { sendSms } from './sms.js';
import { sendWebhook } from './webhook.js';

/** Sends one message through the channel's transport; throws when the transport did not accept it. */
export function deliver(channel: Channel, message: FlipMessage, settings: Settings): Promise<void> {
  switch (channel.kind) {
    case ChannelKind.EMAIL:
      return sendEmail(
        settings.smtpRelayUrl,
        `Portico <noreply@${settings.pingEmailDomain}>`,
        channel.value,
        message,
      );
    case ChannelKind.WEBHOOK:
      return sendWebhook(channel.value, message);
    case ChannelKind.SMS:
      return sendSms(settings.smsGateway, channel.value, message);
  }
}
