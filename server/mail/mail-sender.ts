/**
 * How e-mail leaves the server (decision 92): today only the one-time codes that prove an address. Outside
 * production the console sender prints each message and keeps a dev mailbox (GET /api/dev/mail-inbox,
 * which the tests read, as the SMS dev inbox); in production SMTP through nodemailer, configured by
 * SMTP_URL and MAIL_FROM. With neither in production, confirming an e-mail answers that it is not set up.
 */
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export interface DevMail extends MailMessage {
  sentAt: string;
}

const MAILBOX_SIZE_PER_ADDRESS = 10;

/** What the console sender "sent", newest first, per address (in lower case). */
export class DevMailbox {
  private readonly byAddress = new Map<string, DevMail[]>();
  add(mail: DevMail) {
    const key = mail.to.toLowerCase();
    this.byAddress.set(key, [mail, ...(this.byAddress.get(key) ?? [])].slice(0, MAILBOX_SIZE_PER_ADDRESS));
  }
  read(address: string): DevMail[] {
    return this.byAddress.get(address.toLowerCase()) ?? [];
  }
}

export class ConsoleMailSender implements MailSender {
  constructor(
    readonly mailbox: DevMailbox,
    private readonly clock: () => Date,
  ) {}
  async send(message: MailMessage) {
    console.log(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
    this.mailbox.add({ ...message, sentAt: this.clock().toISOString() });
  }
}

/** SMTP with nodemailer: `smtps://user:pass@host:465` or `smtp://host:587` (STARTTLS when offered). */
export class SmtpMailSender implements MailSender {
  private readonly transport: nodemailer.Transporter;
  constructor(
    url: string,
    private readonly from: string,
    timeoutMs = 10_000,
  ) {
    this.transport = nodemailer.createTransport(url, {
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }
  async send(message: MailMessage) {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
