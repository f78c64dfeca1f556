/**
 * Moves the focus to `el` (the heading of what just changed: a held time, a confirmation, a moved or
 * cancelled booking) and scrolls it to the top of the view, where html's scroll-padding-top keeps it below
 * the fixed navigation bar. Not focus()'s own scrolling: that one leaves an element alone while it is on
 * screen, and a smooth scroll still running (the page gliding to the button just pressed, when the answer
 * comes quickly) then carries it out of sight; scrollIntoView replaces the running scroll. Smooth or
 * instant as the page's scroll-behavior says (instant with reduced motion).
 */
export function focusInSight(el: HTMLElement | null) {
  if (!el) return
  el.focus({ preventScroll: true })
  el.scrollIntoView({ block: 'start' })
}
