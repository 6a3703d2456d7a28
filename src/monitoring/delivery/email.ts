import { createTransport, type Transporter } from 'nodemailer';
import { summary, type FlipMessage } from './message.js';

const transports = new Map<string, Transporter>();

/** One SMTP transport per relay URL (smtp://host:port or smtps://user:pass@host:port), reused. */
function relay(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    const { protocol, hostname, port, username, password } = new URL(url);
    transport = createTransport({
      host: hostname,
      port: Number(port) || (protocol === 'smtps:' ? 465 : 25),
      secure: protocol === 'smtps:',
      auth: username ? { user: decodeURIComponent(username), pass: decodeURIComponent(password) } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(url, transport);
  }
  return transport;
}

export async function sendEmail(
  relayUrl: string | null,
  from: string,
  to: string,
  message: FlipMessage,
): Promise<void> {
  if (!relayUrl) throw new Error('SMTP_RELAY_URL is not set');
  const text = [
    `${summary(message)} since ${message.timestamp.toISOString()}.`,
    '',
    `Check: ${message.name}`,
    `UUID: ${message.checkId}`,
    `Tags: ${message.tags}`,
  ].join('\n');
  await relay(relayUrl).sendMail({ from, to, subject: summary(message), text });
}
