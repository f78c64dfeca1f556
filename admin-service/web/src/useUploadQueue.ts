import { useEffect, useRef, useState } from 'react'

/**
 * Starts each of `items` whose state is 'waiting' exactly once, in their order, at most `parallel` at a time;
 * `start` returns a promise that settles when that upload ends (done, failed or cancelled).
 *
 * Which items have started is kept here, not read back from the items' state: React renders an urgent
 * update (a file picked) before a less urgent one (an item marked as uploading by the previous run), so a
 * render can show an item as still waiting after it started, and starting it from there uploads it twice.
 */
export function useUploadQueue<T extends { key: number; state: string }>(
  items: T[],
  start: (item: T) => Promise<unknown>,
  parallel: number,
) {
  const started = useRef(new Set<number>())
  const running = useRef(0)
  // A finished upload frees a place even when no item changed: this makes the effect look again.
  const [finished, setFinished] = useState(0)
  const startRef = useRef(start)
  startRef.current = start

  useEffect(() => {
    for (const item of items) {
      if (running.current >= parallel) break
      if (item.state !== 'waiting' || started.current.has(item.key)) continue
      started.current.add(item.key)
      running.current++
      void startRef.current(item).finally(() => {
        running.current--
        setFinished((n) => n + 1)
      })
    }
  }, [items, finished, parallel])
}
