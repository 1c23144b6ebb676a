/**
 * Capture health: what the spool and delivery did with the records a process captured, and the one place
 * their failures are reported (`onDeliveryError`, else a process warning). A failure is reported once per
 * episode: again only after a success in between.
 */

export interface CaptureHealth {
  /** Records written to the local spool on disk. */
  spooled: number;
  /** Records the service acknowledged (stored now or already stored). */
  delivered: number;
  /**
   * Records dropped: the oldest sealed segments over the spool's bound (`capture_max_bytes`,
   * `capture_max_age`), or the oldest records of the memory queue while the disk refused every write.
   */
  dropped: number;
  /** Records the service (or `serve`'s import) refused, kept under `spool/rejected/` with the reason. */
  quarantined: number;
  /** Records held in memory, not yet on disk (waiting for the next write, or the disk refuses them). */
  queued: number;
  /** Whether the spool's disk is refusing writes right now (records are then kept in memory). */
  disk_failing: boolean;
  /** The last capture or delivery error, or null. */
  last_error: string | null;
}

export function emptyHealth(): CaptureHealth {
  return {
    spooled: 0,
    delivered: 0,
    dropped: 0,
    quarantined: 0,
    queued: 0,
    disk_failing: false,
    last_error: null,
  };
}

let defaultErrorHandler: ((error: Error) => void) | undefined;

/**
 * Sets where capture reports failures that need a human: a spool the disk refuses, a rejected key, records
 * the service refuses, a service whose answers do not add up. Without one they become process warnings.
 */
export function onDeliveryError(handler: ((error: Error) => void) | undefined): void {
  defaultErrorHandler = handler;
}

/** Reports `error` to `handler`, else the `onDeliveryError` handler, else as a process warning. Never throws. */
export function reportCaptureError(error: Error, handler?: ((error: Error) => void) | undefined): void {
  try {
    const chosen = handler ?? defaultErrorHandler;
    if (chosen) chosen(error);
    else {
      const proc = (globalThis as { process?: { emitWarning?: (error: Error) => void } }).process;
      if (typeof proc?.emitWarning === "function") proc.emitWarning(error);
      else console.warn(error);
    }
  } catch {
    // A throwing handler must not turn a capture problem into a request failure.
  }
}
