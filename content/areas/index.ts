/** The ten service-area modules, keyed by slug and in the order of company.ts's serviceAreaCities. */
import { serviceAreaCities } from '../company.ts'
import type { Area } from '../schemas/area.ts'
import { brampton } from './brampton.ts'
import { burlington } from './burlington.ts'
import { hamilton } from './hamilton.ts'
import { markham } from './markham.ts'
import { milton } from './milton.ts'
import { mississauga } from './mississauga.ts'
import { oakville } from './oakville.ts'
import { richmondHill } from './richmond-hill.ts'
import { toronto } from './toronto.ts'
import { vaughan } from './vaughan.ts'

const bySlug: Record<string, Area> = Object.fromEntries(
  [toronto, mississauga, brampton, markham, vaughan, richmondHill, burlington, milton, oakville, hamilton].map((a) => [
    a.slug,
    a,
  ]),
)

export const areas: Area[] = serviceAreaCities.map((c) => {
  const found = bySlug[c.slug]
  if (!found) throw new Error(`content/areas: no module for service-area city "${c.slug}"`)
  return found
})

export function getArea(slug: string): Area | undefined {
  return bySlug[slug]
}
