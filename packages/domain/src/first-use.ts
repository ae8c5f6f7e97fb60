// Intl's formatters and collators are made on first use, not as the modules load: each costs a
// phone milliseconds while the app's scripts start (issue 13, decision 020).

/** `make()` once, on the first call, and its result on every call after. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
