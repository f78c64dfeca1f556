// https://vike.dev/onBeforePrerenderStart
import { notableProjects } from '@content/projects/notable.ts'

/** Every notable project, which includes every featured project of the home page (notable.ts checks). */
export function onBeforePrerenderStart(): string[] {
  return notableProjects.map((p) => `/projects/${p.path}`)
}
