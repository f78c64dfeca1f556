/** Every service page's content: the eight catalogue services in navigation order, plus floor plans. */
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
}

for (const [key, page] of Object.entries(byKey)) {
  if (page.slug !== key) throw new Error(`content/services: the page for "${key}" has the slug "${page.slug}"`)
}

/** The eight catalogue services' pages, in navigation order (content/services-catalog.ts). */
export const servicePages: readonly ServicePage[] = servicesCatalog.map((s) => byKey[s.key])

/** Pages beyond the eight navigation services (decisions.md: /services/floorplans is a real page). */
export const extraServicePages: readonly ServicePage[] = [floorplans]

/** Every /services/{slug} page. */
export const allServicePages: readonly ServicePage[] = [...servicePages, ...extraServicePages]

/** The service page with this slug, or undefined. */
export const findServicePage = (slug: string): ServicePage | undefined => allServicePages.find((p) => p.slug === slug)

/** The photographs shown beside a simulated original (featured items with `before: 'simulated'`). */
export const simulatedOriginalPhotos: readonly string[] = [
  ...new Set(
    allServicePages.flatMap((p) =>
      p.featured.items.flatMap((i) => (i.before === 'simulated' && i.image ? [i.image] : [])),
    ),
  ),
]
