import nodemailer from 'nodemailer';
import type { Env } from '../../env';

// How a mail leaves: over SMTP_URL with nodemailer, or nowhere (no SMTP_URL): the outbox row itself
// is the embedded mailbox, read by staff at /staff/mail.

export interface MailMessage {
  recipient: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  send(mail: MailMessage): Promise<void>;
  close(): void;
}

/** The SMTP reply code of a failed send (nodemailer's `responseCode`), if the server answered one. */
export function smtpResponseCode(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : undefined;
}

/** The SMTP transport of SMTP_URL, or null when mails stay in the embedded mailbox. */
export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): MailTransport | null {
  if (!env.SMTP_URL) return null;
  const url = new URL(env.SMTP_URL);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A server that does not answer must not hold the job (and its lock) for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: env.MAIL_FROM,
        to: mail.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
      });
    },
    close: () => transporter.close(),
  };
}
