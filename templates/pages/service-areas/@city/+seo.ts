import type { PageContextServer } from 'vike/types'
import type { Seo } from '../../../components/seo.ts'
import type { Data } from './+data.ts'

export function seo(pageContext: PageContextServer): Seo {
  const { area } = pageContext.data as Data
  const path = `/service-areas/${area.slug}`
  return {
    title: area.seo.title,
    description: area.seo.description,
    image: area.hero.image,
    canonicalPath: path,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Service Areas', path: '/service-areas' },
      { name: area.name, path },
    ],
  }
}
