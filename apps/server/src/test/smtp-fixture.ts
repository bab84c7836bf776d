import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable } from './outbox';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  /** The message as received, quoted-printable undone. */
  text: string;
}

export interface TestSmtpServer {
  readonly port: number;
  /** smtp:// URL of this server for SMTP_URL. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Recipients the server refuses with '550 No such mailbox' (lower case). */
  readonly refused: Set<string>;
  /** Every mail received for `address` (envelope), oldest first. */
  mailsTo(address: string): ReceivedMail[];
  /** Stops listening: new connections are refused, as with the mail server down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on the loopback that accepts every mail, without
 * TLS or login, and keeps what it received. It can be stopped and started on the same port.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  let port = 0;
  let server: SMTPServer | undefined;

  const listen = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      // Connections nodemailer left open end at once when the test stops the server.
      closeTimeout: 100,
      onRcptTo(address, _session, callback) {
        if (!refused.has(address.address.toLowerCase())) return callback();
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    refused,
    mailsTo: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async start() {
      if (!server) await listen();
    },
  };
}
