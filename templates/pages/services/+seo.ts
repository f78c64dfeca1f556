import type { ItemList, WithContext } from 'schema-dts'
import { serviceCards } from '@content/services/cards.ts'
import { servicesOverview } from '@content/services/overview.ts'
import { absoluteUrl, type Seo } from '../../components/seo.ts'

const servicesList: WithContext<ItemList> = {
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Services',
  itemListElement: serviceCards.map((card, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: card.title,
    url: absoluteUrl(card.href),
  })),
}

export const seo: Seo = {
  ...servicesOverview.seo,
  image: servicesOverview.hero.image,
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
  ],
  jsonLd: [servicesList],
}
