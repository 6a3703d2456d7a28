import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import { DatabaseFault, DomainError } from '../../errors.js';
import type { Settings } from '../../domain-deps.js';
import type { Logger } from '../../logger.js';
import type { PingRecorder } from '../pings/ping-recorder.js';
import type { PingTarget } from '../pings/ping.service.js';
import { emailAction } from './classify.js';

/** Whole messages are kept as ping bodies; bigger ones are refused during DATA. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const KEY_AND_SLUG = /^([a-zA-Z0-9_-]{22})\+([a-z0-9_-]+)$/;

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * A database fault is a temporary failure (4xx): the sending server keeps the message and tries
 * again later, so no e-mail ping is lost to an outage.
 */
const temporaryFailure = (fault: DatabaseFault) =>
  fault.kind === 'full'
    ? smtpError('4.3.1 Insufficient system storage', 452)
    : smtpError('4.3.0 Temporary failure, try again later', 451);

/** The check a recipient address names, or the SMTP error that refuses it at RCPT. */
export function recipientTarget(address: string, domain: string): PingTarget | Error {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1) !== domain) return smtpError('5.1.1 Recipient rejected', 550);
  const mailbox = address.slice(0, at);
  if (UUID_V4.test(mailbox)) return { uuid: mailbox.toLowerCase() };
  const slug = KEY_AND_SLUG.exec(mailbox);
  if (slug) return { pingKey: slug[1], slug: slug[2], create: false };
  return smtpError('5.1.1 Invalid mailbox', 550);
}

export interface PingMailbox {
  port: number;
  close(): Promise<void>;
}

/** What the mailbox needs of the running server: the ping domain, the ping writer and the log. */
export interface MailboxRuntime {
  settings: Pick<Settings, 'pingEmailDomain'>;
  pings: PingRecorder;
  logger: Logger;
}

/**
 * The inbound SMTP listener for e-mail pings: `<uuid>@PING_EMAIL_DOMAIN` and
 * `<ping key>+<slug>@PING_EMAIL_DOMAIN`. Each accepted recipient gets one ping carrying the whole
 * message; unknown checks are only logged, as the reference does.
 */
export async function startPingMailbox(
  runtime: MailboxRuntime,
  host: string,
  port: number,
): Promise<PingMailbox> {
  const { settings, logger } = runtime;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'Portico ping mailbox',
    size: MAX_MESSAGE_BYTES,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    maxClients: 200,
    logger: false,
    onRcptTo(
      address: SMTPServerAddress,
      _session: SMTPServerSession,
      callback: (error?: Error | null) => void,
    ) {
      const target = recipientTarget(address.address, settings.pingEmailDomain);
      callback(target instanceof Error ? target : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      // Beyond the cap the rest is read and dropped, so a never-ending message costs no memory.
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= MAX_MESSAGE_BYTES) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || bytes > MAX_MESSAGE_BYTES) {
          callback(smtpError('5.3.4 Message too big', 552));
          return;
        }
        const raw = Buffer.concat(chunks);
        recordMail(runtime, session, raw).then(
          () => callback(),
          (error: Error) => callback(error instanceof DatabaseFault ? temporaryFailure(error) : error),
        );
      });
    },
  });
  server.on('error', (error) => logger.warn({ err: error }, 'SMTP connection failed'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function recordMail(runtime: MailboxRuntime, session: SMTPServerSession, raw: Buffer): Promise<void> {
  const mail = await simpleParser(raw);
  const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  for (const recipient of session.envelope.rcptTo) {
    const target = recipientTarget(recipient.address, runtime.settings.pingEmailDomain);
    if (target instanceof Error) continue;
    try {
      await runtime.pings.record({
        target,
        action: (check) => emailAction(check, mail),
        exitStatus: null,
        rid: null,
        scheme: 'email',
        method: '',
        remoteAddr: session.remoteAddress || null,
        userAgent: `Email from ${sender}`,
        body: raw,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      runtime.logger.info(
        { recipient: recipient.address, reason: error.message },
        'e-mail ping not recorded',
      );
    }
  }
}
