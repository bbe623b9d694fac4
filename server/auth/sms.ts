/**
 * How one-time codes (and, since issue 39, the academy's texts to a lead) reach a phone. Outside production the console sender logs the code and keeps a
 * dev inbox (read by GET /api/dev/otp-inbox, which the browser tests log in with); in production an
 * HTTP SMS gateway configured by SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN.
 */
export interface OtpMessage {
  mobileNo: string;
  code: string;
  referenceId: string;
  expiresAt: Date;
}

/** Any other text: an acknowledgement of a form, a message staff send to a lead (issue 39). */
export interface TextMessage {
  mobileNo: string;
  text: string;
  /** The outbound message's id: the gateway's reference, the same on a retry. */
  reference: string;
}

export interface SmsSender {
  sendOtp(message: OtpMessage): Promise<void>;
  sendText(message: TextMessage): Promise<void>;
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
  reference: string;
  sentAt: string;
}

export class DevInbox {
  private readonly byNumber = new Map<string, DevInboxEntry[]>();
  private readonly textsByNumber = new Map<string, DevText[]>();
  addText(mobileNo: string, entry: DevText) {
    this.textsByNumber.set(mobileNo, [entry, ...(this.textsByNumber.get(mobileNo) ?? [])].slice(0, INBOX_SIZE_PER_NUMBER));
  }
  /** The texts "sent" to a number, newest first. */
  readTexts(mobileNo: string): DevText[] {
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
  async sendText(m: TextMessage) {
    console.log(`[sms] to ${m.mobileNo}: ${m.text}`);
    this.inbox.addText(m.mobileNo, { text: m.text, reference: m.reference, sentAt: this.clock().toISOString() });
  }
}

export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 5_000,
  ) {}
  async sendOtp(m: OtpMessage) {
    await this.post(m.mobileNo, otpText(m.code), m.referenceId);
  }
  async sendText(m: TextMessage) {
    await this.post(m.mobileNo, m.text, m.reference);
  }
  private async post(mobileNo: string, message: string, reference: string) {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to: `+91${mobileNo}`, message, reference }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}
