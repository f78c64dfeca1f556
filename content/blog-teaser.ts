/**
 * Home page teaser of the first three blog articles. Stands in until the blog's markdown loader
 * supplies them; slugs are the real article routes.
 */
export const blogTeaser = [
  {
    slug: 'ultimate-guide-real-estate-photography-toronto',
    title: 'The Ultimate Guide to Real Estate Photography in Toronto',
    excerpt: 'What great listing photos need, from lighting to timing, in the Toronto market.',
    category: 'Photography',
    date: 'January 15, 2024',
    readTime: '8 min read',
    image: 'blue-hour.jpg',
    imageAlt: 'Modern home at blue hour',
  },
  {
    slug: 'factors-to-consider-when-choosing-real-estate-photographer',
    title: 'Factors to Consider When Choosing a Real Estate Photographer',
    excerpt: 'Portfolio, turnaround, licensing and price: how to pick the right photographer.',
    category: 'Marketing',
    date: 'January 10, 2024',
    readTime: '6 min read',
    image: 'wood-interior.jpg',
    imageAlt: 'Wood-panelled interior',
  },
  {
    slug: 'how-to-communicate-with-photographers-real-estate-agents',
    title: 'How Real Estate Agents Can Communicate Better with Photographers',
    excerpt: 'Briefs, shot lists and timing that get you the photos you pictured.',
    category: 'Marketing',
    date: 'January 5, 2024',
    readTime: '5 min read',
    image: 'window-dogs.jpg',
    imageAlt: 'Two dogs looking out of a window',
  },
]
