import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useRef } from 'react'

/** A layout effect in the browser; on the server, where it would never run, React 18 warns about it. */
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

const IslandId = createContext('')

/**
 * The island's id ("i3"), the same on the server and in the browser: islands prefix the ids their
 * elements refer to each other by with it (`aria-controls`, `aria-describedby`, a label's `for`).
 * React's `useId` cannot: the pages are rendered with React and hydrated with Preact (vite.config.ts),
 * whose ids differ, and an id the browser sets later would miss the one the server wrote.
 */
export const useIslandId = () => useContext(IslandId)

/** Gives a part an island renders as a root of its own (islands/booking/QuoteFormSlot.tsx) the island's id. */
export function IslandIdScope({ id, children }: { id: string; children: ReactNode }) {
  return <IslandId.Provider value={id}>{children}</IslandId.Provider>
}

/**
 * Wraps every island on both sides: on the client it marks its container `data-hydrated` once React
 * has committed, which end-to-end tests and the click replay in +client.ts rely on.
 */
export function IslandRoot({ id, children }: { id: string; children: ReactNode }) {
  const marker = useRef<HTMLSpanElement>(null)
  useClientLayoutEffect(() => {
    marker.current?.parentElement?.setAttribute('data-hydrated', '')
  }, [])
  return (
    <IslandId.Provider value={id}>
      {children}
      <span ref={marker} hidden />
    </IslandId.Provider>
  )
}
