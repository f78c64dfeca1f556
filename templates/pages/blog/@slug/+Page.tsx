import '../../../styles/blog.css'
import { blogPath, type BlogPost } from '@content/schemas/blog.ts'
import { BlogBody } from '../../../components/blog/BlogBody.tsx'
import { BlogCard } from '../../../components/blog/BlogCard.tsx'
import { useBlogCards } from '../../../components/blog/useBlogCards.ts'
import { Icon } from '../../../components/Icon.tsx'
import { getPicture } from '../../../components/images.ts'
import { Img, preloadOf, useImgData } from '../../../components/Img.tsx'
import { Island } from '../../../components/Island.tsx'
import { PersonByline } from '../../../components/PersonByline.tsx'
import { useData, useRenderState } from '../../../components/renderContext.tsx'
import { absoluteUrl } from '../../../components/seo.ts'
import { ShareButtons } from '../../../islands/ShareButtons.tsx'
import type { Data } from './+data.ts'

/** The reading column is at most 860 px wide (styles/blog.css). */
const ARTICLE_IMAGE_SIZES = '(min-width: 992px) 836px, 100vw'

/** /blog/{slug}: one article (spec: Blog, post). */
export function Page() {
  const state = useRenderState()
  const { post, related } = useData<Data>()
  // The article image is the page's largest paint: number it first and preload it, like the Hero banner.
  const hero = useImgData(post.image, post.imageAlt, ARTICLE_IMAGE_SIZES)
  state.preloads.push(preloadOf(getPicture(post.image), ARTICLE_IMAGE_SIZES))
  return (
    <article className="blog-post">
      <header className="blog-post-header">
        <div className="container blog-container">
          <a className="blog-back" href="/blog">
            <Icon name="arrow-left" /> Back to Blog
          </a>
          <div className="meta-line mt-4">
            <span className="badge-soft">{post.category}</span>
            <span>
              <Icon name="calendar-event" /> <time dateTime={post.date}>{post.dateLabel}</time>
            </span>
            <span>
              <Icon name="clock" /> {post.readTime}
            </span>
          </div>
          <h1 className="blog-title">{post.title}</h1>
          <p className="blog-excerpt">{post.excerpt}</p>
          <div className="blog-byline">
            <PersonByline person={post.author} />
          </div>
          <Island
            name="ShareButtons"
            component={ShareButtons}
            props={{ url: absoluteUrl(blogPath(post.slug)), title: post.title }}
          />
        </div>
      </header>
      <div className="container blog-container">
        <div className="blog-hero-media">
          <Img data={hero} className="blog-hero-img" />
        </div>
        <BlogBody blocks={post.blocks} />
        <footer className="blog-tags">
          <h2 className="h6">
            <Icon name="tags" /> Related tags
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2 m-0">
            {post.tags.map((tag) => (
              <li key={tag} className="badge-soft">
                {tag}
              </li>
            ))}
          </ul>
        </footer>
      </div>
      <RelatedArticles related={related} />
    </article>
  )
}

/** Two related articles (relatedPosts), after the article: their images load lazily. */
function RelatedArticles({ related: posts }: { related: BlogPost[] }) {
  const related = useBlogCards(posts, '(min-width: 768px) 50vw, 100vw', true)
  return (
    <section className="section section-alt blog-related" aria-labelledby="related-title">
      <div className="container blog-container">
        <h2 id="related-title" className="section-title h3">
          Related Articles
        </h2>
        <ul className="row g-4 list-unstyled">
          {related.map((card) => (
            <li className="col-md-6" key={card.slug}>
              <BlogCard post={card} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
