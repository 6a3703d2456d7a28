import { createTransport, type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/**
 * The operator's outbound mail relay (SMTP_RELAY_URL: smtp://host:port or smtps://user:pass@host:port),
 * one transport per URL, reused. Not user input, so not behind the address guard; each send passes its
 * own deadline (`signal`).
 */
export function mailRelay(url: string): Transporter {
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
