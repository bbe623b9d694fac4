/**
 * How one-time codes (and other texts, such as a waitlist offer) reach a phone. Outside production the
 * console sender logs the code and keeps a dev inbox (read by GET /api/dev/otp-inbox, which the browser tests log in with); in production an
 * HTTP SMS gateway configured by SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN.
 */
export interface OtpMessage {
  mobileNo: string;
  code: string;
  referenceId: string;
  expiresAt: Date;
}

export interface SmsSender {
  sendOtp(message: OtpMessage): Promise<void>;
  /** Any other text to a proven number (a waitlist offer, issue 38); throws when the gateway refuses it. */
  sendText(mobileNo: string, text: string): Promise<void>;
}

export function otpText(code: string): string {
  return `${code} is your CodeSmart Academy login code. It expires in 5 minutes. Never share it with anyone.`;
}

export interface DevInboxEntry {
  referenceId: string;
  code: string;
  sentAt: string;
  expiresAt: string;
}

const INBOX_SIZE_PER_NUMBER = 10;

export interface DevText {
  text: string;
  sentAt: string;
}

export class DevInbox {
  private readonly byNumber = new Map<string, DevInboxEntry[]>();
  private readonly textsByNumber = new Map<string, DevText[]>();
  addText(mobileNo: string, entry: DevText) {
    this.textsByNumber.set(mobileNo, [entry, ...(this.textsByNumber.get(mobileNo) ?? [])].slice(0, INBOX_SIZE_PER_NUMBER));
  }
  /** Texts other than login codes, newest first. */
  texts(mobileNo: string): DevText[] {
    return this.textsByNumber.get(mobileNo) ?? [];
  }
  add(mobileNo: string, entry: DevInboxEntry) {
    const list = [entry, ...(this.byNumber.get(mobileNo) ?? [])].slice(0, INBOX_SIZE_PER_NUMBER);
    this.byNumber.set(mobileNo, list);
  }
  /** Newest first. */
  read(mobileNo: string): DevInboxEntry[] {
    return this.byNumber.get(mobileNo) ?? [];
  }
}

export class ConsoleSmsSender implements SmsSender {
  constructor(
    readonly inbox: DevInbox,
    private readonly clock: () => Date,
  ) {}
  async sendOtp(m: OtpMessage) {
    console.log(`[sms] to ${m.mobileNo}: ${otpText(m.code)}`);
    this.inbox.add(m.mobileNo, {
      referenceId: m.referenceId,
      code: m.code,
      sentAt: this.clock().toISOString(),
      expiresAt: m.expiresAt.toISOString(),
    });
  }
  async sendText(mobileNo: string, text: string) {
    console.log(`[sms] to ${mobileNo}: ${text}`);
    this.inbox.addText(mobileNo, { text, sentAt: this.clock().toISOString() });
  }
}

export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 5_000,
  ) {}
  async sendOtp(m: OtpMessage) {
    await this.post({ to: `+91${m.mobileNo}`, message: otpText(m.code), reference: m.referenceId });
  }
  async sendText(mobileNo: string, text: string) {
    await this.post({ to: `+91${mobileNo}`, message: text });
  }
  private async post(body: Record<string, string>) {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}
