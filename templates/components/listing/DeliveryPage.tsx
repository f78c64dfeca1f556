import type { DownloadFile } from '@content/listings/prepared.ts'
import { listingUrls, type ListingPublication } from '@content/listings/publication.ts'
import { addressLine } from '@content/listings/store.ts'
import { CopyLink } from '../../islands/CopyLink.tsx'
import { Island } from '../Island.tsx'
import { absoluteUrl } from '../seo.ts'
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

/**
 * The agent's delivery page `/delivery/<token>/` (an unguessable address, `noindex`, in no sitemap, search
 * index or link): the branded and unbranded addresses to copy, a QR code of the branded site (SVG, made by
 * `qrSvg`), and the downloads prepared on the server: the MLS size and the print size, each as one ZIP and as
 * single files, the films and the floor plans.
 */
export function DeliveryPage({ publication, qrCode }: { publication: ListingPublication; qrCode: string }) {
  const { listing, prepared } = publication
  const place = addressLine(listing.address)
  const urls = listingUrls(listing)
  const { mls, print, films, floorPlans } = prepared.downloads
  return (
    <article className="container listing-delivery py-4">
      <h1>Your media for {place}</h1>
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
