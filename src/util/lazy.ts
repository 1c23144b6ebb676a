/**
 * `lazy(build)` returns a getter that builds its value on first use and then keeps it. Heavy tables and
 * third-party matchers go behind one so that importing content-shield stays cheap.
 */
export function lazy<T>(build: () => T): () => T {
  let built = false;
  let value: T | undefined;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}
