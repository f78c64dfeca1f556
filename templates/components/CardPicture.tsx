import type { PhotoName } from '@content/photos.ts'
import type { IconName } from '@content/schemas/icons.ts'
import { Photo } from './Img.tsx'
import { NoPicture } from './NoPicture.tsx'

/** A card's picture: the photograph when a true one exists, else the card's icon (NoPicture). */
export function CardPicture({
  image,
  alt,
  icon,
  sizes,
}: {
  image?: PhotoName | undefined
  alt?: string | undefined
  icon: IconName
  sizes: string
}) {
  return image && alt ? <Photo name={image} alt={alt} sizes={sizes} /> : <NoPicture icon={icon} />
}
