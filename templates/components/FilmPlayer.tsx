import { filmSeconds, sampleFilm } from '@content/films/sampleFilm.ts'
import { getPicture } from './images.ts'
import { candidateNear } from './srcset.ts'

/**
 * The sample film, self-hosted: a `<video>` with its poster and the browser's controls that downloads
 * nothing but its poster until it is played (`preload="none"`), so it needs no facade and no script.
 * Its caption says it is a sample, of no one property.
 */
export function FilmPlayer({ caption }: { caption: string }) {
  // The film plays at most 760 px wide (.project-video): the 960 px JPEG, not the full 1280 px one.
  const picture = getPicture(sampleFilm.poster)
  const poster = candidateNear(picture.sources.jpeg ?? '', 960) ?? picture.img.src
  return (
    <figure className="film" data-subject="film">
      {/* No sound, so nothing to caption; the figure's caption says what it shows. */}
      <video
        controls
        preload="none"
        playsInline
        poster={poster}
        width={sampleFilm.width}
        height={sampleFilm.height}
        aria-label={`${sampleFilm.title}, ${filmSeconds(sampleFilm)} seconds, without sound`}
      >
        <source src={sampleFilm.src} type="video/mp4" />
      </video>
      <figcaption>
        <span className="badge-soft">{sampleFilm.label}</span> {caption}
      </figcaption>
    </figure>
  )
}
