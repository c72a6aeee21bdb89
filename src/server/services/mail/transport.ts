import nodemailer from 'nodemailer';
import type { Env } from '../../env';

// How a mail leaves: over SMTP_URL with nodemailer, or nowhere (no SMTP_URL): the outbox row itself
// is the embedded mailbox, read by staff at /staff/mail.

export interface MailMessage {
  /** The outbox row's id: the mail's Message-ID is made of it (see messageIdOf). */
  id: string;
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

/**
 * One Message-ID per outbox row, the same on every try. If the process dies after the SMTP server
 * took a mail but before the row says "sent", the mail goes out again on restart; with the same
 * Message-ID, mail servers and clients that drop duplicates see one mail, and anyone can tell it
 * is the same one. The domain is the sender's (MAIL_FROM).
 */
export function messageIdOf(mailId: string, mailFrom: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'host-portal.invalid';
  return `<${mailId}@${domain}>`;
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
        messageId: messageIdOf(mail.id, env.MAIL_FROM),
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
