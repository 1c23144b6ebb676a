/**
 * How the Express adapter reaches a response's `writeHead`, `write`, `end` and `json` without adding
 * properties to `res`.
 *
 * Express gives every `res` a new prototype (`Object.setPrototypeOf(res, app.response)`); after that, each
 * property added to `res` costs V8 a copy of its ~50-entry descriptor table (measured: 5–11 µs per property on
 * this machine, and ~22 µs to turn `res` into dictionary mode instead — most of the adapter's cost on a request
 * where nothing triggers). So each method is replaced once, on the prototype that owns it (Node's
 * `OutgoingMessage.prototype` and `ServerResponse.prototype`, Express's shared response object), by a
 * dispatcher that looks the response up in a `WeakMap`: a shielded response goes to its handler, any other
 * (another app's, an HTTP client request's) to the method it replaced, at the cost of one `WeakMap` lookup.
 * The owners are shared by every Express app of the process, sub-apps included, so a sub-app that swaps the
 * prototype of `res` again still reaches the dispatchers.
 *
 * A `res` that already has one of the methods as its own property (a middleware mounted before the shield
 * wrapped it, as `compression` does) is not dispatched: `wrapOwn` wraps its own methods, as the adapter always
 * did, so the chain runs shield → that middleware → Node.
 */
import type { Response } from "express";

export type MethodName = "writeHead" | "write" | "end" | "json";
export const METHOD_NAMES: readonly MethodName[] = ["writeHead", "write", "end", "json"];

type AnyMethod = (this: unknown, ...args: unknown[]) => unknown;
/** The four handlers of one shielded response. */
export type Handlers = Record<MethodName, AnyMethod>;

interface Entry {
  handlers: Handlers;
  /** The methods whose handler is running: a call of the same method from inside it goes to the fallback. */
  active: Set<MethodName>;
}

const shielded = new WeakMap<object, Entry>();
/** Each dispatcher's fallback: the method it replaced on its owner. */
const replaced = new WeakMap<AnyMethod, AnyMethod>();

function ownerOf(res: object, name: MethodName): object | undefined {
  for (let o: object | null = Object.getPrototypeOf(res); o !== null; o = Object.getPrototypeOf(o)) {
    if (Object.hasOwn(o, name)) return o;
  }
  return undefined;
}

/**
 * A handler reaches the next method through its fallback; should that come back to a dispatcher of the same
 * method (another library wrapped the method again, on this owner or one below it), the guard sends the call
 * on instead of into the handler a second time.
 */
function dispatcher(name: MethodName, fallback: AnyMethod): AnyMethod {
  const dispatch = function (this: unknown, ...args: unknown[]): unknown {
    const entry = typeof this === "object" && this !== null ? shielded.get(this) : undefined;
    if (entry === undefined || entry.active.has(name)) return fallback.apply(this, args);
    entry.active.add(name);
    try {
      return entry.handlers[name].apply(this, args);
    } finally {
      entry.active.delete(name);
    }
  };
  replaced.set(dispatch, fallback);
  return dispatch;
}

/** Replaces `name` on the prototype of `res` that owns it by a dispatcher (once per owner). */
function installOn(res: object, name: MethodName): boolean {
  const owner = ownerOf(res, name) as Record<MethodName, unknown> | undefined;
  if (owner === undefined) return false;
  const current = owner[name];
  if (typeof current !== "function") return false;
  if (replaced.has(current as AnyMethod)) return true;
  Object.defineProperty(owner, name, {
    value: dispatcher(name, current as AnyMethod),
    writable: true,
    configurable: true,
    enumerable: Object.getOwnPropertyDescriptor(owner, name)?.enumerable ?? false,
  });
  return true;
}

/** The methods a response's handlers hand on to: those below the dispatchers. */
export type Originals = Handlers;

/** Prototypes of `res` whose four methods resolve to dispatchers, with the methods below them. */
const ready = new WeakMap<object, Originals>();

function originalsFor(res: Response): Originals | undefined {
  const proto = Object.getPrototypeOf(res) as object | null;
  if (proto === null) return undefined;
  const known = ready.get(proto);
  if (known !== undefined) return known;
  for (const name of METHOD_NAMES) if (!installOn(res, name)) return undefined;
  const methods = res as unknown as Record<MethodName, AnyMethod>;
  const originals = {} as Originals;
  for (const name of METHOD_NAMES) {
    const fallback = replaced.get(methods[name]);
    if (fallback === undefined) return undefined;
    originals[name] = fallback;
  }
  ready.set(proto, originals);
  return originals;
}

/**
 * Routes the four methods of `res` to `handlers` without touching `res`, when that is possible (no own
 * property shadows them and every owner took its dispatcher), and returns the methods below the dispatchers.
 * Undefined when it is not possible: then the caller wraps the own methods (`wrapOwn`).
 */
export function dispatchTo(res: Response, handlers: Handlers): Originals | undefined {
  for (const name of METHOD_NAMES) if (Object.hasOwn(res, name)) return undefined;
  const originals = originalsFor(res);
  if (originals !== undefined) shielded.set(res, { handlers, active: new Set() });
  return originals;
}

/**
 * Express gives every `res` a new prototype, after which V8 no longer shares its hidden-class transitions:
 * each property added copies its descriptor table. Adding and deleting one property turns `res` into
 * dictionary mode once, after which the wrappers below are plain hash inserts.
 */
function toDictionaryMode(res: Response): void {
  const target = res as unknown as Record<string, unknown>;
  target.__contentShield = true;
  delete target.__contentShield;
}

/** Wraps the own methods of `res` (a middleware before the shield already replaced some of them). */
export function wrapOwn(res: Response, handlers: Handlers): void {
  toDictionaryMode(res);
  const target = res as unknown as Record<MethodName, AnyMethod>;
  for (const name of METHOD_NAMES) target[name] = handlers[name];
}
