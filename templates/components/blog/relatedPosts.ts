/** How many related articles a post shows (spec section 9). */
export const RELATED_COUNT = 2

/**
 * Related articles of `current` (spec section 4): up to two others from the same category, in list
 * order; when the category has fewer, the first other posts of the list fill the remaining places.
 */
export function relatedPosts<P extends { slug: string; category: string }>(
  posts: readonly P[],
  current: P,
  count = RELATED_COUNT,
): P[] {
  // Stops as soon as it has enough: a build calls this once per post.
  const related: P[] = []
  for (const post of posts) {
    if (related.length === count) return related
    if (post.slug !== current.slug && post.category === current.category) related.push(post)
  }
  for (const post of posts) {
    if (related.length === count) break
    if (post.slug !== current.slug && post.category !== current.category) related.push(post)
  }
  return related
}
