import { type ReactNode, useLayoutEffect, useRef } from 'react'

/**
 * Wraps every island on both sides: on the client it marks its container `data-hydrated` once React
 * has committed, which end-to-end tests and the click replay in +client.ts rely on.
 */
export function IslandRoot({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    marker.current?.parentElement?.setAttribute('data-hydrated', '')
  }, [])
  return (
    <>
      {children}
      <span ref={marker} hidden />
    </>
  )
}
