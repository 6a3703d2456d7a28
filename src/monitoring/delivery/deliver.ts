import type { Settings } from '../../domain-deps.js';
import type { AddressPolicy } from '../../net/address-guard.js';
import { ChannelKind, type Channel } from '../channel.entity.js';
import { sendEmail } from './email.js';
import type { FlipMessage } from './message.js';
import { sendSms } from './sms.js';
import { sendWebhook } from './webhook.js';

/** What webhook and SMS deliveries may reach: public addresses, or any with the operator's opt-in. */
export const integrationPolicy = (settings: Settings): AddressPolicy => ({
  allowHosts: [],
  allowPrivate: settings.integrationsAllowPrivateIps,
});

/**
 * Sends one message through the channel's transport; throws when the transport did not accept it.
 * E-mail goes to the operator's relay (SMTP_RELAY_URL), which is not user input and not guarded.
 */
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
      return sendWebhook(channel.value, message, integrationPolicy(settings));
    case ChannelKind.SMS:
      return sendSms(settings.smsGateway, channel.value, message, integrationPolicy(settings));
  }
}
