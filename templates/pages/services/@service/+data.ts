// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { findServicePage } from '@content/services/pages.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** The content of /services/{slug}. */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.service ?? ''
  const page = findServicePage(slug)
  if (!page) throw new Error(`/services/${slug}: no service page`)
  return { page }
}
