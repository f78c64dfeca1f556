/**
 * The `sizes` of a gallery's thumbnails, derived from the layout they sit in, so the browser picks a
 * candidate as wide as the slot really is: styles/gallery.css shows one column under 576 px, two from
 * 576 px and three or four from 992 px, with a 1rem gap; the grid fills a Bootstrap container, whose content
 * box is its max-width less 1.5rem of padding (full width under 576 px). A slot is rounded up, so the
 * candidate chosen is never one too small.
 */

/** Bootstrap 5.3's container max-widths, from each breakpoint up. */
const CONTAINER: readonly (readonly [minWidth: number, maxWidth: number])[] = [
  [1400, 1320],
  [1200, 1140],
  [992, 960],
  [768, 720],
  [576, 540],
]
const PADDING = 24 // the container's 0.75rem either side
const GAP = 16 // .gallery-grid's 1rem
const REM = 16

/** Columns of the grid at a viewport width, as styles/gallery.css has them. */
const columnsAt = (viewport: number, columns: 2 | 3 | 4) => (viewport >= 992 ? columns : 2)

/**
 * `sizes` for a gallery of `columns` columns (from 992 px) in a container no wider than `maxContainer`
 * (a page that caps its `.container`, like the listing's 960 px body).
 */
export function gallerySizes(columns: 2 | 3 | 4, maxContainer = Number.POSITIVE_INFINITY): string {
  const conditions: string[] = []
  let previous = ''
  for (const [minWidth, maxWidth] of CONTAINER) {
    const content = Math.min(maxWidth, maxContainer) - PADDING
    const n = columnsAt(minWidth, columns)
    const slot = `${Math.ceil((content - GAP * (n - 1)) / n)}px`
    // A wider breakpoint with the same slot as the next narrower one adds nothing.
    if (conditions.length > 0 && slot === previous) conditions.pop()
    conditions.push(`(min-width: ${minWidth}px) ${slot}`)
    previous = slot
  }
  // Under 576 px: one column across the container's content box.
  return [...conditions, `calc(100vw - ${PADDING / REM}rem)`].join(', ')
}
