// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { getArea } from '@content/areas/index.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** The service-area module of /service-areas/{city}; an unknown city is a build error. */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.city ?? ''
  const area = getArea(slug)
  if (!area) throw new Error(`/service-areas/${slug}: no content/areas module for "${slug}"`)
  return { area }
}
