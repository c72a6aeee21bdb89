import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { AddressInfo } from 'node:net';

// A real SMTP server in the test process (the `smtp-server` package) on 127.0.0.1 and a free port:
// it keeps every mail it accepts, and `reply` decides per recipient or per message to refuse one
// with an SMTP code (451: try later, 550: no such mailbox) as a real server would.

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpReceiver {
  url: string;
  received: ReceivedMail[];
  /** Answers a code for a recipient (RCPT TO) or, with `stage: 'data'`, for the message; undefined accepts. */
  reply: (stage: 'rcpt' | 'data', address: string) => { code: number; message: string } | undefined;
  close(): Promise<void>;
}

const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const receiver: SmtpReceiver = {
    url: '',
    received: [],
    reply: () => undefined,
    close: async () => {},
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS (its certificate is self-signed) and no sign-in.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const answer = receiver.reply('rcpt', address.address);
      callback(answer ? refusal(answer.code, answer.message) : undefined);
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const answer = receiver.reply('data', to[0] ?? '');
        if (answer) {
          callback(refusal(answer.code, answer.message));
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        receiver.received.push({ from, to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  receiver.url = `smtp://127.0.0.1:${port}`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

/** The text of a received mail with quoted-printable soft line breaks joined (enough to find a link or a header). */
export const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '');
