import { findProject } from '@content/projects/notable.ts'
import type { SeoInput } from '../../../components/seo.ts'

export const seo: SeoInput = (pageContext) => {
  const id = pageContext.routeParams.id ?? ''
  const project = findProject(id)
  if (!project) throw new Error(`/projects/${id}: unknown project`)
  return {
    title: `${project.title}, ${project.location} | Project`,
    description: `${project.summary} ${project.propertyType}, ${project.area}, completed ${project.completedDate}.`,
    image: project.image,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Projects', path: '/projects' },
      { name: project.title, path: `/projects/${project.path}` },
    ],
  }
}
