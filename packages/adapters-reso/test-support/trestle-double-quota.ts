import type { Clock } from '@app/domain';

/** The double's query quota per rolling minute and hour, with Trestle's quota headers. */
export class TrestleDoubleQuota {
  private readonly accepted: number[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly perMinute: number,
    private readonly perHour: number,
  ) {}

  /** Counts a query; answers null when it fits, otherwise the seconds to wait (the 429's `Retry-After`). */
  take(): number | null {
    const now = this.clock.now();
    const inHour = this.accepted.filter((at) => at > now - 3_600_000);
    const inMinute = inHour.filter((at) => at > now - 60_000);
    const full = inMinute.length >= this.perMinute ? inMinute : inHour.length >= this.perHour ? inHour : null;
    if (full === null) {
      this.accepted.push(now);
      return null;
    }
    const windowMs = full === inMinute ? 60_000 : 3_600_000;
    return Math.max(
      1,
      Math.ceil(
        ((full[full.length - (full === inMinute ? this.perMinute : this.perHour)] ?? now) + windowMs - now) / 1_000,
      ),
    );
  }

  /** The headers Trestle puts on every answer (floats, as in its documentation's sample). */
  headers(): Record<string, string> {
    const nextHour = Math.ceil((this.clock.now() + 1) / 3_600_000) * 3_600_000;
    return {
      'Minute-Quota-Limit': this.perMinute.toFixed(1),
      'Hour-Quota-Limit': this.perHour.toFixed(1),
      'Hour-Quota-ResetTime': String(nextHour),
      QuotaType: 'Api',
    };
  }
}
