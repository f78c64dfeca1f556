/**
 * The build's memos: a value made once per key and handed out again, each memo named and counting its
 * hits and misses (`site build --timings` prints them, from the process that renders the pages). The
 * counts sit on `globalThis`, so that the copies of this module in the server bundle (Vite's) and in the
 * compiled prerender code (esbuild's) add up in one place; memos of the same name share one count.
 *
 * `SITE_BUILD_WITHOUT=render-memos` (lib/optimisations.ts) turns every memo off: each call makes its
 * value afresh (a miss), which must give the same pages byte for byte (tests/build/optimisations.test.ts).
 */
import { optimisationOn } from './optimisations.ts'

/** A memo's count in this process. */
export interface MemoCount {
  name: string
  hits: number
  misses: number
}

const COUNTS = Symbol.for('northframe.memoCounts')
type Counts = Map<string, MemoCount>

function countOf(name: string): MemoCount {
  const global = globalThis as { [COUNTS]?: Counts }
  const counts = (global[COUNTS] ??= new Map())
  let count = counts.get(name)
  if (!count) counts.set(name, (count = { name, hits: 0, misses: 0 }))
  return count
}

/** Every memo's count in this process, by name. */
export function memoCounts(): MemoCount[] {
  const counts = (globalThis as { [COUNTS]?: Counts })[COUNTS]
  return counts ? [...counts.values()].map((count) => ({ ...count })) : []
}

/**
 * A memo named `name`: `get(key, make)` returns what `make(key)` returned for the same key before, or
 * calls it. `weak`: the keys are objects and their values go with them (a WeakMap), for values derived
 * from an object a build keeps (a post's body, a photo's picture, the menu).
 */
export class Memo<K, V> {
  readonly #made: Map<K, V> | WeakMap<K & object, V>
  readonly #count: MemoCount
  readonly #on = optimisationOn('render-memos')

  constructor(name: string, { weak = false }: { weak?: boolean } = {}) {
    this.#made = weak ? new WeakMap() : new Map()
    this.#count = countOf(name)
  }

  get(key: K, make: (key: K) => V): V {
    const made = this.#made as Map<K, V>
    if (this.#on && made.has(key)) {
      this.#count.hits++
      return made.get(key) as V
    }
    this.#count.misses++
    const value = make(key)
    if (this.#on) made.set(key, value)
    return value
  }
}

/** `make(key)` done once per key object (a WeakMap), counted under `name`. */
export function perObject<K extends object, V>(name: string, make: (key: K) => V): (key: K) => V {
  const memo = new Memo<K, V>(name, { weak: true })
  return (key) => memo.get(key, make)
}

/** `make(key)` done once per key (a string, a number...), counted under `name`. */
export function perKey<K, V>(name: string, make: (key: K) => V): (key: K) => V {
  const memo = new Memo<K, V>(name)
  return (key) => memo.get(key, make)
}
