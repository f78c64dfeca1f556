import type { StoreImage } from '@content/loaders/showcase.ts'
import type { ImgData } from '../Img.tsx'
import type { RenderState } from '../renderContext.tsx'

/** ImgData for a store image (an upload or https URL), numbered in page order like every other image. */
export function storeImgData(state: RenderState, image: StoreImage, alt: string, sizes: string): ImgData {
  const order = state.imageCount++
  return {
    sources: image.sources,
    src: image.src,
    width: image.width,
    height: image.height,
    alt,
    sizes,
    loading: order < 3 ? 'eager' : 'lazy',
    fetchPriority: order < 1 ? 'high' : undefined,
  }
}
