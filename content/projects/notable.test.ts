import { describe, expect, it } from 'vitest'
import { projectPath } from '../schemas/project.ts'
import { featuredProjects } from './featured.ts'
import { findProject, notableProjects } from './notable.ts'
import { PROJECT_GALLERY_MAX, projectDetail } from './schema.ts'

describe('notable projects', () => {
  it('has a detail page for every featured project of the home page', () => {
    for (const p of featuredProjects) expect(findProject(projectPath(p).slice('/projects/'.length)), p.id).toBeDefined()
    expect(findProject('chelster-hall')?.title).toBe('Chelster Hall')
  })

  it('has eight projects with unique paths', () => {
    expect(new Set(notableProjects.map((p) => p.path)).size).toBe(8)
  })

  it('rejects a gallery of more than twelve images', () => {
    const project = notableProjects[0]!
    const gallery = Array.from({ length: PROJECT_GALLERY_MAX + 1 }, () => project.gallery[0]!)
    expect(projectDetail.safeParse({ ...project, gallery }).success).toBe(false)
    expect(projectDetail.safeParse({ ...project, gallery: gallery.slice(1) }).success).toBe(true)
  })
})
