import type { SeoInput } from '../../../components/seo.ts'
import type { Data } from './+data.ts'

export const seo: SeoInput = (pageContext) => {
  const { project } = pageContext.data as Data
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
