import type { BlogBlock } from '@content/schemas/blog.ts'
import { Icon } from '../Icon.tsx'
import { Photo } from '../Img.tsx'

/** One body block of an article; text is always rendered as text, never as markup. */
function Block({ block }: { block: BlogBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'heading':
      return block.level === 2 ? <h2>{block.text}</h2> : <h3>{block.text}</h3>
    case 'highlight':
      return (
        <aside className="blog-highlight">
          <Icon name="lightbulb" className="blog-highlight-icon" />
          <div>
            {block.title && <p className="blog-highlight-title">{block.title}</p>}
            <p className="m-0">{block.text}</p>
          </div>
        </aside>
      )
    case 'quote':
      return (
        <figure className="blog-quote">
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          {block.author && <figcaption>— {block.author}</figcaption>}
        </figure>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className="blog-list">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </List>
      )
    }
    case 'image':
      return (
        <figure className="blog-figure">
          {/* Below the article's own photograph and its opening text: lazy, so phones spend their
              bandwidth on the article's photograph (the page's LCP element) first. */}
          <Photo name={block.src} alt={block.alt} sizes="(min-width: 992px) 836px, 100vw" belowTheFold />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      )
  }
}

/** The article body: blocks in order. */
export function BlogBody({ blocks }: { blocks: BlogBlock[] }) {
  return (
    <div className="blog-body">
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  )
}
