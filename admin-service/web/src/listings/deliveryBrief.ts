/** How many characters of a failed delivery's reason the Listings list shows under its badge. */
export const DELIVERY_BRIEF_CHARS = 120

/**
 * A failed delivery's reason in brief for the Listings list (the Delivery panel shows it whole): on one line,
 * cut at a word boundary before `max` characters with an ellipsis. Phones show no hover tooltips, so the
 * list shows this as text.
 */
export function deliveryBrief(error: string, max = DELIVERY_BRIEF_CHARS): string {
  const text = error.replace(/\s+/g, ' ').trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  // A word longer than a third of the room (a URL, a path) is cut where the room ends.
  return `${(space > max / 3 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`
}
