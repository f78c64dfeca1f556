import { Img, type ImgData } from '../Img.tsx'

/** What a post card shows; JSON-serialisable so the BlogFilter island can take it as props. */
export interface BlogCardData {
  slug: string
  title: string
  excerpt: string
  category: string
  dateLabel: string
  /** ISO date for the `<time>` element. */
  date: string
  readTime: string
  image: ImgData
}

/** A post in the list or among related articles; pure, so it renders the same in islands. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className="card-link blog-card">
      <div className="card-media">
        <Img data={post.image} />
      </div>
      <div className="card-body-pad">
        <div className="meta-line">
          <span className="badge-soft">{post.category}</span>
          <time dateTime={post.date}>{post.dateLabel}</time>
          <span>{post.readTime}</span>
        </div>
        <Heading className="h5 mt-2">{post.title}</Heading>
        <p>{post.excerpt}</p>
        <a className="card-more stretched-link" href={`/blog/${post.slug}`}>
          Read More<span className="visually-hidden">: {post.title}</span> <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  )
}
