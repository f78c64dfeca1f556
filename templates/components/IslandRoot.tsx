import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react'

/** A layout effect in the browser; on the server, where it would never run, React 18 warns about it. */
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * Wraps every island on both sides: on the client it marks its container `data-hydrated` once React
 * has committed, which end-to-end tests and the click replay in +client.ts rely on.
 */
export function IslandRoot({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLSpanElement>(null)
  useClientLayoutEffect(() => {
    marker.current?.parentElement?.setAttribute('data-hydrated', '')
  }, [])
  return (
    <>
      {children}
      <span ref={marker} hidden />
    </>
  )
}
