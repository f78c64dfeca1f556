/**
 * `make(key)` done once per key object: later calls with the same object return what the first made,
 * and the value goes with its key (a WeakMap). For values derived from an object a build keeps (a post's
 * body, a photo's picture, the menu), asked for on many pages.
 */
export function perObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>()
  return (key) => {
    if (made.has(key)) return made.get(key) as V
    const value = make(key)
    made.set(key, value)
    return value
  }
}
