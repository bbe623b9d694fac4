/**
 * The server's one logger (pino): a JSON line per event, personal data kept out. Request bodies are
 * never logged; fields that name a person are censored wherever they appear; database errors lose the
 * query parameters Drizzle puts in their message, since those are exactly what a student typed.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

const PERSONAL_FIELDS = [
  'email',
  'phone',
  'mobileNo',
  'name',
  'fullName',
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'collegeName',
  'otp',
  'body',
];

export interface LoggerOptions {
  level?: string;
  /** Where the lines go (tests capture them); standard output by default. */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { pid: process.pid },
      redact: {
        paths: [...PERSONAL_FIELDS, ...PERSONAL_FIELDS.map((f) => `*.${f}`), 'headers.cookie', 'headers.authorization'],
        censor: '[redacted]',
      },
      serializers: { err: serializeError },
    },
    options.destination,
  );
}

/** A logger that drops everything, for tests that do not look at the log. */
export const silentLogger = (): Logger => pino({ level: 'silent' });

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** "Failed query: insert … params: Asha,asha@example.com" → the statement without its values. */
export function scrubMessage(message: string): string {
  return message.replace(/\bparams:[\s\S]*$/i, 'params: [redacted]').replace(/(Failing row contains|Key) \([\s\S]*$/i, '$1 ([redacted])');
}

export function serializeError(err: unknown): Record<string, unknown> {
  const e = (err ?? {}) as ErrorLike;
  const message = scrubMessage(String(e.message ?? err));
  const frames = (e.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  const out: Record<string, unknown> = {
    type: e.name ?? typeof err,
    message,
    stack: [`${e.name ?? 'Error'}: ${message}`, ...frames].join('\n'),
  };
  if (e.code) out.code = e.code;
  if (e.constraint) out.constraint = e.constraint;
  if (e.cause) out.cause = serializeError(e.cause);
  return out;
}
