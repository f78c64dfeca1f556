/** Every service page's content, in the catalogue's navigation order. */
import type { ServicePage } from '../schemas/service.ts'
import { servicesCatalog, type ServiceKey } from '../services-catalog.ts'
import { aiServices } from './ai-services.ts'
import { brand } from './brand.ts'
import { drone } from './drone.ts'
import { editing } from './editing.ts'
import { floorplans } from './floorplans.ts'
import { matterport } from './matterport.ts'
import { photography } from './photography.ts'
import { video } from './video.ts'
import { website } from './website.ts'

const byKey: Record<ServiceKey, ServicePage> = {
  photography,
  video,
  drone,
  matterport,
  'ai-services': aiServices,
  editing,
  website,
  brand,
  floorplans,
}

for (const [key, page] of Object.entries(byKey)) {
  if (page.slug !== key) throw new Error(`content/services: the page for "${key}" has the slug "${page.slug}"`)
}

/** Every /services/{slug} page, in navigation order (content/services-catalog.ts). */
export const servicePages: readonly ServicePage[] = servicesCatalog.map((s) => byKey[s.key])

/** The service page with this slug, or undefined. */
export const findServicePage = (slug: string): ServicePage | undefined => servicePages.find((p) => p.slug === slug)

/** The photographs shown beside a simulated original (featured items with `before: 'simulated'`). */
export const simulatedOriginalPhotos: readonly string[] = [
  ...new Set(
    servicePages.flatMap((p) =>
      p.featured.items.flatMap((i) => (i.before === 'simulated' && i.image ? [i.image] : [])),
    ),
  ),
]
