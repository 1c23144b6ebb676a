/**
 * A per-account share of this process's CPU for `/v1/shield`: each account may spend `perSecondMs`
 * milliseconds of evaluation (compiling its rulesets, running the local detectors) per second, with bursts
 * up to `burstMs`. A request is let in while the account's balance is positive and charged what it took
 * afterwards, so one tenant sending the costliest requests the limits allow gets at most its share of the
 * event loop, and other tenants (and /healthz) keep theirs. Per process, like the event loop it protects.
 */
export interface WorkBudgetOptions {
  /** Milliseconds of evaluation per second per account (default 250: a quarter of one core). */
  perSecondMs: number;
  /** Largest balance (default 4 × perSecondMs). */
  burstMs?: number | undefined;
}

interface Balance {
  ms: number;
  updatedAt: number;
}

export class WorkBudget {
  readonly perSecondMs: number;
  readonly burstMs: number;
  private readonly balances = new Map<string, Balance>();

  constructor(
    options: WorkBudgetOptions,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.perSecondMs = options.perSecondMs;
    this.burstMs = options.burstMs ?? options.perSecondMs * 4;
    if (!(this.perSecondMs > 0) || !(this.burstMs > 0))
      throw new RangeError("work budget: perSecondMs and burstMs must be > 0.");
  }

  private refill(account: string): Balance {
    const now = this.now();
    let balance = this.balances.get(account);
    if (balance === undefined) {
      if (this.balances.size >= 100_000) this.balances.clear();
      balance = { ms: this.burstMs, updatedAt: now };
      this.balances.set(account, balance);
    } else {
      balance.ms = Math.min(this.burstMs, balance.ms + ((now - balance.updatedAt) / 1000) * this.perSecondMs);
      balance.updatedAt = now;
    }
    return balance;
  }

  /** 0 when the account may start a request now, else the seconds until its balance is positive again. */
  wait(account: string): number {
    const balance = this.refill(account);
    if (balance.ms > 0) return 0;
    return Math.max(1, Math.ceil((-balance.ms + 1) / this.perSecondMs));
  }

  /** Charges what a request took (its balance may go negative: the next requests wait it off). */
  charge(account: string, ms: number): void {
    this.refill(account).ms -= ms;
  }
}
