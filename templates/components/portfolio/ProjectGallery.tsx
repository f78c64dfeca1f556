import { PROJECT_GALLERY_MAX, type ProjectDetail } from '@content/projects/schema.ts'
import { Gallery, type GalleryItem } from '../../islands/Gallery.tsx'
import { gallerySizes } from '../../islands/gallery/gallerySizes.ts'
import { getPicture } from '../images.ts'
import { toImgData } from '../Img.tsx'
import { Island } from '../Island.tsx'
import { useRenderState } from '../renderContext.tsx'
import '../../styles/gallery.css'

const SIZES = gallerySizes(4)

/** A project's photos: at most twelve, in a four-column grid that opens the lightbox. */
export function ProjectGallery({ project }: { project: ProjectDetail }) {
  const state = useRenderState()
  const items: GalleryItem[] = project.gallery.slice(0, PROJECT_GALLERY_MAX).map((photo, i) => ({
    type: 'image',
    subject: photo.subject,
    title: photo.alt,
    description: `${project.title}, photo ${i + 1} of ${Math.min(project.gallery.length, PROJECT_GALLERY_MAX)}`,
    category: project.category,
    image: toImgData(getPicture(photo.src), photo.alt, SIZES, state.imageCount++),
  }))
  return <Island name="Gallery" component={Gallery} props={{ items, columns: 4, label: `${project.title} gallery` }} />
}
