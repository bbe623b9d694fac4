/**
 * A process clock that starts at FIXED_NOW (an ISO instant) and runs on from there: loaded with
 * `node --import` (NODE_OPTIONS, so worker threads load it too) by the visual regression tests, so the
 * demo content, seeded relative to "today", shows the same dates on every day and machine. Only Date
 * moves; timers and performance.now() keep the real clock.
 */
const fixed = Date.parse(process.env.FIXED_NOW ?? '');
if (Number.isFinite(fixed)) {
  const RealDate = Date;
  const offset = fixed - RealDate.now();
  class FixedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = FixedDate;
}
