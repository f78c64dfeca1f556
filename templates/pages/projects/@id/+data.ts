// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { findProject } from '@content/projects/notable.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** The notable project of /projects/{slug or id}. */
export function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? ''
  const project = findProject(id)
  if (!project) throw new Error(`/projects/${id}: unknown project`)
  return { project }
}
