import type { AddressPolicy } from '../../net/address-guard.js';
import { guardedFetch } from '../../net/guarded-fetch.js';
import { summary, type FlipMessage } from './message.js';

const TIMEOUT_MS = 10_000;

export interface SmsGateway {
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/** Twilio's Messages API shape: a form POST to /2010-04-01/Accounts/<sid>/Messages.json. */
export async function sendSms(
  gateway: SmsGateway | null,
  to: string,
  message: FlipMessage,
  policy: AddressPolicy,
): Promise<void> {
  if (!gateway) throw new Error('SMS_GATEWAY_URL is not set');
  const endpoint = `${gateway.url}/2010-04-01/Accounts/${encodeURIComponent(gateway.accountSid)}/Messages.json`;
  const response = await guardedFetch(endpoint, {
    method: 'POST',
    headers: {
      Authorization: 'Basic ' + Buffer.from(`${gateway.accountSid}:${gateway.authToken}`).toString('base64'),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ From: gateway.from, To: to, Body: summary(message) }).toString(),
    policy,
    timeoutMs: TIMEOUT_MS,
    maxBytes: 0,
    maxRedirects: 0,
  });
  if (response.status >= 300) throw new Error(`SMS gateway answered HTTP ${response.status}`);
}
