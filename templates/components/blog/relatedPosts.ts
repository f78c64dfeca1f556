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
  const others = posts.filter((post) => post.slug !== current.slug)
  const sameCategory = others.filter((post) => post.category === current.category)
  const rest = others.filter((post) => post.category !== current.category)
  return [...sameCategory, ...rest].slice(0, count)
}
