/**
 * Errors of the service layer. Each has a stable `code` and the HTTP `status` the REST API answers with;
 * the API renders them as `{ error: { code, message } }`.
 */
export type ServiceErrorCode =
  | "EMAIL_TAKEN"
  | "INVALID_INPUT"
  | "UNAUTHENTICATED"
  | "NOT_FOUND"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "KEY_QUOTA_EXCEEDED"
  | "UNAVAILABLE"
  | "SHIELD_BLOCKED"
  | "INTERNAL";

export class ServiceError extends Error {
  readonly code: ServiceErrorCode;
  readonly status: number;

  constructor(code: ServiceErrorCode, status: number, message: string, options: { cause?: unknown } = {}) {
    super(message, "cause" in options ? { cause: options.cause } : undefined);
    this.code = code;
    this.status = status;
    this.name = new.target.name;
  }
}

/** An account with this email exists already. */
export class EmailTakenError extends ServiceError {
  constructor(email: string) {
    super("EMAIL_TAKEN", 409, `An account for ${email} exists already; sign in instead.`);
  }
}

/** Input to the store or API is malformed; `path` names the field. */
export class StoreInputError extends ServiceError {
  readonly path: string;
  constructor(path: string, message: string) {
    super("INVALID_INPUT", 400, `${path}: ${message}`);
    this.path = path;
  }
}

/** The account holds as many unrevoked API keys as the service allows. */
export class KeyQuotaError extends ServiceError {
  readonly quota: number;
  constructor(quota: number) {
    super(
      "KEY_QUOTA_EXCEEDED",
      409,
      `This account already has ${quota} active API keys, the most this service allows; revoke one first.`,
    );
    this.quota = quota;
  }
}
