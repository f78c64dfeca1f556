import { useRef, useState, type CSSProperties, type PointerEvent } from 'react'

/** Spec section 9: a toast swiped this far towards the screen's edge is dismissed (its swipe threshold). */
export const SWIPE_THRESHOLD_PX = 50

/**
 * Swipe to dismiss, for a toast in the bottom-right corner: the element follows a finger (or a pen, or a
 * mouse held down) dragged to the right, is dismissed when let go 50 px or more from where it started,
 * and slides back otherwise. `touch-action: pan-y` leaves vertical moves to the page's scrolling, so a
 * sideways swipe reaches us instead of being taken for a scroll. `onSwiping` says when a swipe starts and
 * ends (the toast's timer waits meanwhile).
 */
export function useSwipeToDismiss(onDismiss: () => void, onSwiping: (swiping: boolean) => void) {
  const start = useRef<{ pointerId: number; x: number } | null>(null)
  const [offset, setOffset] = useState(0)

  const end = (event: PointerEvent<HTMLElement>, dismiss: boolean) => {
    if (start.current?.pointerId !== event.pointerId) return
    start.current = null
    setOffset(0)
    onSwiping(false)
    if (dismiss) onDismiss()
  }

  const style: CSSProperties = {
    touchAction: 'pan-y',
    ...(offset > 0 && { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) }),
  }
  return {
    style,
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || event.button !== 0) return
      start.current = { pointerId: event.pointerId, x: event.clientX }
      onSwiping(true)
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current?.pointerId !== event.pointerId) return
      const dx = Math.max(0, event.clientX - start.current.x)
      // Captured only once it is a swipe: a capture from the start would take a tap's click away from
      // the toast's buttons (Undo, Dismiss).
      if (dx > 4 && !event.currentTarget.hasPointerCapture(event.pointerId))
        event.currentTarget.setPointerCapture(event.pointerId)
      setOffset(dx)
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      end(event, start.current !== null && event.clientX - start.current.x >= SWIPE_THRESHOLD_PX)
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      end(event, false)
    },
  }
}
