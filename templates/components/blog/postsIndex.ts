import type { ImgData } from '../Img.tsx'
import type { BlogCardData } from './BlogCard.tsx'

/** A card image, shared by every post that shows it. */
type IndexImage = Omit<ImgData, 'alt' | 'loading' | 'fetchPriority'>

/**
 * The compact index of every post the blog filter searches (/blog/posts.json, fetched on first use):
 * the card text of each post, and each card image once, however many posts show it.
 */
export interface PostsIndex {
  images: IndexImage[]
  posts: (Omit<BlogCardData, 'image'> & { image: number; alt: string })[]
}

/** The index of these cards (the build's step: generator/steps/blogPostsIndex.ts). */
export function toPostsIndex(cards: readonly BlogCardData[]): PostsIndex {
  const images: IndexImage[] = []
  const numbers = new Map<string, number>()
  const posts = cards.map(({ image, ...card }) => {
    const { alt, loading: _loading, fetchPriority: _priority, ...picture } = image
    const key = JSON.stringify(picture)
    if (!numbers.has(key)) numbers.set(key, images.push(picture) - 1)
    return { ...card, image: numbers.get(key)!, alt }
  })
  return { images, posts }
}

/** The cards of an index (images load lazily: they are search results, below the controls). */
export function cardsOf(index: PostsIndex): BlogCardData[] {
  return index.posts.map(({ image, alt, ...card }) => ({
    ...card,
    image: { ...index.images[image]!, alt, loading: 'lazy' },
  }))
}
