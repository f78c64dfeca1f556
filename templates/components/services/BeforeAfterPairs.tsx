import type { PhotoName } from '@content/photos.ts'
import type { FeaturedItem } from '@content/schemas/service.ts'
import { BeforeAfter } from '../../islands/BeforeAfter.tsx'
import { getPicture, getSimulatedOriginal, type Picture } from '../images.ts'
import { type ImgData, toImgData } from '../Img.tsx'
import { Island } from '../Island.tsx'
import '../../styles/compare.css'

// Below the fold (after the capabilities and packages): numbered last, so never loaded early.
const lazyImg = (picture: Picture, alt: string, sizes: string): ImgData =>
  toImgData(picture, alt, sizes, Number.POSITIVE_INFINITY)

/** What a simulated original shows, after what the photograph shows. */
const simulatedAlt = (alt: string) =>
  `${alt}: simulated original, darker, with a warm colour cast and converging verticals`

/** A featured item shown as a before/after pair: one marked `before`, with its photograph and alt text. */
export type PairItem = FeaturedItem & { before: 'simulated'; image: PhotoName; alt: string }
export const isPair = (item: FeaturedItem): item is PairItem => item.before !== undefined && !!item.image && !!item.alt

/**
 * Featured items marked `before: 'simulated'`: each photograph beside its simulated original (made at
 * build time, content/loaders/simulateOriginal.ts), compared with a slider (islands/BeforeAfter.tsx).
 */
export function BeforeAfterPairs({ items, columns }: { items: PairItem[]; columns: 2 | 3 | 4 }) {
  // Bootstrap's container is 1140 px wide from 1200 px up; one column below 992 px.
  const sizes = `(min-width: 1200px) ${Math.round(1140 / columns)}px, (min-width: 992px) ${Math.round(100 / columns)}vw, 100vw`
  return (
    <ul className="row g-4 list-unstyled">
      {items.map((item) => (
        <li className={`col-lg-${12 / columns}`} key={item.title}>
          <figure className="compare-figure" data-subject={item.subject}>
            <Island
              name="BeforeAfter"
              component={BeforeAfter}
              props={{
                title: item.title,
                before: lazyImg(getSimulatedOriginal(item.image), simulatedAlt(item.alt), sizes),
                after: lazyImg(getPicture(item.image), item.alt, sizes),
              }}
            />
            <figcaption>
              <span className="gallery-category">{item.category}</span>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
