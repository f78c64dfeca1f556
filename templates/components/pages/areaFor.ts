import { getArea } from '@content/areas/index.ts'
import type { Area } from '@content/schemas/area.ts'

/** The service-area module of a `/service-areas/{city}` path; an unknown city is a build error. */
export function areaFor(urlPathname: string): Area {
  const slug = urlPathname.replace(/\/+$/, '').split('/').pop() ?? ''
  const area = getArea(slug)
  if (!area) throw new Error(`No content/areas module for service-area "${slug}"`)
  return area
}
