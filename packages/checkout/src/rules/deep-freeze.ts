/**
 * Freezes a value and everything reachable from it, so a shared table cannot be changed at run
 * time by any caller. Returns the same value (typed as given: declare tables `as const`).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) {
      deepFreeze((value as Record<PropertyKey, unknown>)[key]);
    }
  }
  return value;
}
