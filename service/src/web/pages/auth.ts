/** Sign-in and sign-up pages. Errors re-render the form with the email kept and a message per field. */

import { html, type SafeHtml } from "../html.js";
import { authLayout } from "../layout.js";

export interface AuthFormErrors {
  email?: string;
  password?: string;
  /** A message about the whole form (wrong credentials, too many attempts). */
  form?: string;
}

export interface AuthFormView {
  base: string;
  /** The pre-session CSRF token (double-submit: it must match the `cs_preauth` cookie). */
  csrfToken: string;
  email?: string;
  errors?: AuthFormErrors;
  /** Shown above the form, e.g. after signing out. */
  notice?: string;
  /** Where to go after signing in (a path validated by `safeNextPath`). */
  next?: string;
}

export const PASSWORD_MIN_LENGTH = 8;

/** The WHATWG HTML "valid email address" pattern (what `<input type=email>` accepts). */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

function field(
  name: "email" | "password",
  label: string,
  options: { value?: string; error?: string | undefined; help?: string; autocomplete: string },
): SafeHtml {
  const type = name === "email" ? "email" : "password";
  const errorId = `${name}-error`;
  return html`<div class="field${options.error ? " field-error" : ""}"><label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" autocomplete="${options.autocomplete}" required${name === "password" ? html` minlength="${PASSWORD_MIN_LENGTH}"` : ""}${name === "email" && options.value !== undefined ? html` value="${options.value}"` : ""}${options.error ? html` aria-invalid="true" aria-describedby="${errorId}"` : ""}>${options.error ? html`<div class="error-text" id="${errorId}">${options.error}</div>` : options.help ? html`<div class="help">${options.help}</div>` : ""}</div>`;
}

function formAlert(view: AuthFormView): SafeHtml {
  if (view.errors?.form) return html`<div class="alert alert-error" role="alert">${view.errors.form}</div>`;
  if (view.notice) return html`<div class="alert alert-success" role="status">${view.notice}</div>`;
  return html``;
}

export function signinPage(view: AuthFormView): SafeHtml {
  const body = html`<h1>Sign in</h1><p class="sub">Welcome back. Sign in to see what your guardrails caught.</p>${formAlert(view)}<form method="post" action="${view.base}/signin" novalidate><input type="hidden" name="_csrf" value="${view.csrfToken}">${view.next === undefined ? "" : html`<input type="hidden" name="next" value="${view.next}">`}${field("email", "Email", { value: view.email ?? "", error: view.errors?.email, autocomplete: "email" })}${field("password", "Password", { error: view.errors?.password, autocomplete: "current-password" })}<button type="submit" class="btn btn-primary btn-block">Sign in</button></form><p class="auth-foot">New to Content Shield? <a href="${view.base}/signup">Create an account</a></p>`;
  return authLayout({ title: "Sign in", base: view.base, body });
}

export function signupPage(view: AuthFormView): SafeHtml {
  const body = html`<h1>Create your account</h1><p class="sub">Capture every interception of your LLM guardrails in one place.</p>${formAlert(view)}<form method="post" action="${view.base}/signup" novalidate><input type="hidden" name="_csrf" value="${view.csrfToken}">${field("email", "Work email", { value: view.email ?? "", error: view.errors?.email, autocomplete: "email" })}${field("password", "Password", { error: view.errors?.password, help: `At least ${PASSWORD_MIN_LENGTH} characters.`, autocomplete: "new-password" })}<button type="submit" class="btn btn-primary btn-block">Create account</button></form><p class="auth-foot">Already have an account? <a href="${view.base}/signin">Sign in</a></p>`;
  return authLayout({ title: "Create account", base: view.base, body });
}

/** Validates the sign-up form; returns the errors to show (empty when valid). */
export function validateSignup(email: string, password: string): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const trimmed = email.trim();
  if (trimmed === "") errors.email = "Enter your email address.";
  else if (trimmed.length > 254 || !EMAIL_PATTERN.test(trimmed))
    errors.email = "Enter a valid email address, like name@example.com.";
  if (password.length < PASSWORD_MIN_LENGTH)
    errors.password = `Use at least ${PASSWORD_MIN_LENGTH} characters for your password (you entered ${password.length}).`;
  else if (password.length > 1024) errors.password = "Use at most 1024 characters for your password.";
  return errors;
}
