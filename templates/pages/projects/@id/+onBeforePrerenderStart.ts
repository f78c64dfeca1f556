// https://vike.dev/onBeforePrerenderStart
import { notableProjects } from '@content/projects/notable.ts'
import { listUrls } from '../../../routing/listedRoutes.ts'

/** Every notable project, which includes every featured project of the home page (notable.ts checks). */
export function onBeforePrerenderStart(): string[] {
  return listUrls(
    '/pages/projects/@id',
    notableProjects.map((p) => [`/projects/${p.path}`, { id: p.path }]),
  )
}
