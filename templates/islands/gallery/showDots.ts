/** Lightbox dot navigation is shown only for 2 to 10 items (spec: Lightbox; section 9). */
export const MIN_DOTS = 2
export const MAX_DOTS = 10

export function showDots(count: number): boolean {
  return count >= MIN_DOTS && count <= MAX_DOTS
}
