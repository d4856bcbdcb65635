// A real SMTP server on 127.0.0.1 (the smtp-server package, by nodemailer's authors) that keeps
// what it receives, for tests of the mail sender. Plain SMTP only: STARTTLS is switched off, so
// nodemailer talks to it exactly as to a server that offers no TLS.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** The envelope, as the server saw MAIL FROM and RCPT TO. */
  mailFrom: string;
  rcptTo: string[];
  /** The message's headers (lowercased names, unfolded) and body, as sent. */
  headers: Record<string, string>;
  body: string;
};

export type SmtpStandIn = {
  /** smtp://127.0.0.1:<port>, with `user:password@` when the stand-in wants a login. */
  url: string;
  received: ReceivedMail[];
  /** How many RCPT TO commands arrived, accepted or not. */
  recipientsTried: () => number;
  /** Recipients it answers 550 for, e.g. to make one mail fail. */
  rejecting: Set<string>;
  close(): Promise<void>;
};

export async function startSmtpStandIn(
  options: { login?: { user: string; password: string }; delayMs?: number } = {},
): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const rejecting = new Set<string>();
  let recipients = 0;
  const { login } = options;
  const server = new SMTPServer({
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !login,
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.password)
        callback(null, { user: auth.username });
      else
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      recipients += 1;
      if (rejecting.has(address.address))
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const finish = () => {
          const envelope = session.envelope;
          received.push({
            mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
            rcptTo: envelope.rcptTo.map((address) => address.address),
            ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        };
        if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const credentials = login
    ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}@`
    : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    recipientsTried: () => recipients,
    rejecting,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMessage(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(split + 4).replace(/\r\n$/, '') };
}
