/**
 * How long each side remembers a submission, in one place because they depend on each other: the
 * server answers a repeat of an Idempotency-Key with the first answer for IDEMPOTENCY_RETENTION_DAYS;
 * the outbox never replays an item by itself once it is OUTBOX_MAX_REPLAY_AGE_MS old. The first must
 * stay well above the second, or a late replay would store a second copy.
 */
export const IDEMPOTENCY_RETENTION_DAYS = 30;
export const OUTBOX_MAX_REPLAY_AGE_MS = 7 * 24 * 3_600_000;
