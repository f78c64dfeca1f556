import { PREVIEW_EDGE, previewCopyOf } from '@content/listings/deliveryAccess.ts'
import type { DownloadFile, PreparedPhoto } from '@content/listings/prepared.ts'
import { deliveryServiceUrls, listingUrls, type ListingPublication } from '@content/listings/publication.ts'
import { addressLine } from '@content/listings/store.ts'
import { CopyLink } from '../../islands/CopyLink.tsx'
import { DeliveryAccess } from '../../islands/DeliveryAccess.tsx'
import { Island } from '../Island.tsx'
import { absoluteUrl } from '../seo.ts'
import '../../styles/bootstrap-forms.scss'
import '../../styles/bootstrap-parts/alert.scss'
import '../../styles/listing.css'

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

function FileList({ files }: { files: DownloadFile[] }) {
  return (
    <ul className="listing-files">
      {files.map((f) => (
        <li key={f.name}>
          <a href={f.url} download={f.name}>
            {f.name}
          </a>{' '}
          <span className="text-muted">({size(f.bytes)})</span>
        </li>
      ))}
    </ul>
  )
}

/** One size of the photos: what it is, the ZIP of all, and each file. */
function DownloadSection(props: {
  id: string
  title: string
  about: string
  zip: DownloadFile
  files: DownloadFile[]
}) {
  return (
    <section className="listing-section" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <p>{props.about}</p>
      <p>
        <a className="btn btn-primary" href={props.zip.url} download={props.zip.name}>
          Download all (ZIP, {size(props.zip.bytes)})
        </a>
      </p>
      <details>
        <summary>Single photos</summary>
        <FileList files={props.files} />
      </details>
    </section>
  )
}

/** A preview's size, that of the gallery copy the service makes it from. */
function previewSize(photo: PreparedPhoto) {
  const width = previewCopyOf(photo)?.width ?? Math.min(photo.width, PREVIEW_EDGE)
  return { width, height: Math.round((photo.height * width) / photo.width) }
}

/**
 * The photos as the admin service shows them at request time: watermarked while the listing's order is
 * unpaid, clean once it is (deliveryServiceUrls).
 */
function Previews({ publication, place }: { publication: ListingPublication; place: string }) {
  const urls = deliveryServiceUrls(publication.listing)
  const { photos } = publication.prepared
  return (
    <section className="listing-section" aria-labelledby="delivery-photos-heading">
      <h2 id="delivery-photos-heading">Photos</h2>
      <ul className="row g-2 list-unstyled">
        {photos.map((photo, i) => (
          <li key={photo.id} className="col-6 col-md-4">
            <img
              className="img-fluid rounded"
              src={urls.preview(photo.id)}
              {...previewSize(photo)}
              loading={i < 3 ? 'eager' : 'lazy'}
              decoding="async"
              alt={photo.caption || `Photo ${i + 1} of ${photos.length} of ${place}`}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The agent's delivery page `/delivery/<token>/` (an unguessable address, `noindex`, in no sitemap, search
 * index or link): the branded and unbranded addresses to copy, a QR code of the branded site (SVG, made by
 * `qrSvg`), and the downloads prepared on the server: the MLS size and the print size, each as one ZIP and as
 * single files, the films and the floor plans. Its payment banner and photo previews, and the downloads
 * themselves, are the admin service's answers at request time (locked while the listing's order is unpaid).
 */
export function DeliveryPage({ publication, qrCode }: { publication: ListingPublication; qrCode: string }) {
  const { listing, prepared } = publication
  const place = addressLine(listing.address)
  const urls = listingUrls(listing)
  const { mls, print, films, floorPlans } = prepared.downloads
  return (
    <article className="container listing-delivery py-4">
      <h1>Your media for {place}</h1>
      <Island name="DeliveryAccess" component={DeliveryAccess} props={{ url: deliveryServiceUrls(listing).access }} />
      <section className="listing-section" aria-labelledby="delivery-links-heading">
        <h2 id="delivery-links-heading">Links</h2>
        {publication.branded !== 'removed' && (
          <Island
            name="CopyLink"
            component={CopyLink}
            props={{ label: 'Property website (branded)', url: absoluteUrl(urls.brandedUrl) }}
          />
        )}
        <Island
          name="CopyLink"
          component={CopyLink}
          props={{ label: 'Unbranded tour for the MLS', url: absoluteUrl(urls.unbrandedUrl) }}
        />
        {publication.branded !== 'removed' && (
          <figure className="listing-qr">
            <div
              role="img"
              aria-label={`QR code of the property website of ${place}`}
              dangerouslySetInnerHTML={{ __html: qrCode }}
            />
            <figcaption>Scan to open the property website</figcaption>
          </figure>
        )}
      </section>
      {prepared.photos.length > 0 && <Previews publication={publication} place={place} />}
      <DownloadSection
        id="delivery-mls-heading"
        title="MLS size"
        about={`${mls.files.length} photos, ${mls.edge} px on the long edge, sRGB JPEG, camera data and location removed.`}
        zip={mls.zip}
        files={mls.files}
      />
      <DownloadSection
        id="delivery-print-heading"
        title="Print size"
        about={`${print.files.length} photos as photographed, full resolution, location removed.`}
        zip={print.zip}
        files={print.files}
      />
      {(films.length > 0 || floorPlans.length > 0) && (
        <section className="listing-section" aria-labelledby="delivery-other-heading">
          <h2 id="delivery-other-heading">Film and floor plans</h2>
          <FileList files={[...films, ...floorPlans]} />
        </section>
      )}
    </article>
  )
}
