import type { PageHero } from '@content/schemas/pages.ts'
import type { Seo } from '../seo.ts'

/** Head metadata of a company or information page: its SEO text, hero photo and a breadcrumb. */
export function pageSeo(
  page: { seo: { title: string; description: string }; hero: PageHero },
  path: string,
  extra: Partial<Seo> = {},
): Seo {
  return {
    ...page.seo,
    image: page.hero.image,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: page.hero.title, path },
    ],
    ...extra,
  }
}
