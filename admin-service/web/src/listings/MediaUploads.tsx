import { useRef, useState, type DragEvent, type RefObject } from 'react'
import { Button } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import {
  FILM_FORMATS_LABEL,
  FLOOR_PLAN_FORMATS_LABEL,
  MEDIA_LIMITS,
  PHOTO_FORMATS_LABEL,
} from '../../../../content/listings/limits.ts'
import { errorText, type Upload } from '../api.ts'
import { UploadProgress } from '../UploadProgress.tsx'
import { useUploadQueue } from '../useUploadQueue.ts'
import { mergeListing, uploadListingFile } from './listingsApi.ts'

type Pending = {
  key: number
  file: File
  floorPlan: boolean
  progress: number
  state: 'waiting' | 'uploading' | 'failed'
  error?: string
  upload?: Upload<unknown>
}

let nextKey = 0

/**
 * Adding a listing's files: photos (many at once, dropped or chosen), a film (MP4) and floor plans (images or
 * PDF). Each file uploads on its own with real progress (XMLHttpRequest), Cancel, and the service's reason
 * when it is refused (checked by its bytes there); a finished one joins the media list below.
 */
export function MediaUploads({ listingId }: { listingId: string }) {
  const [pending, setPending] = useState<Pending[]>([])
  const [over, setOver] = useState(false)
  const pickers = {
    photos: useRef<HTMLInputElement>(null),
    film: useRef<HTMLInputElement>(null),
    plans: useRef<HTMLInputElement>(null),
  }
  const { mutate } = useSWRConfig()
  const update = (key: number, patch: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)))

  // One at a time: the service adds each file as it arrives, so the media keep the order they were chosen in
  // (the first photo is the hero and the downloads' -01).
  useUploadQueue(
    pending,
    (item) => {
      const upload = uploadListingFile(
        listingId,
        item.file,
        (f) => update(item.key, { progress: Math.round(f * 100) }),
        item.floorPlan,
      )
      update(item.key, { state: 'uploading', upload })
      return upload.done.then(
        ({ listing }) => {
          setPending((list) => list.filter((p) => p.key !== item.key))
          void mergeListing(mutate, listing)
        },
        (error: unknown) => update(item.key, { state: 'failed', error: errorText(error), upload: undefined }),
      )
    },
    1,
  )

  const add = (files: FileList | null, floorPlan = false) => {
    // Copied now: the picker's FileList empties when its value is reset, before an updater would run.
    const added = [...(files ?? [])].map((file): Pending => ({
      key: nextKey++,
      file,
      floorPlan,
      progress: 0,
      state: 'waiting',
    }))
    setPending((list) => [...list, ...added])
  }
  const remove = (item: Pending) => {
    item.upload?.cancel()
    setPending((list) => list.filter((p) => p.key !== item.key))
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    add(event.dataTransfer.files)
  }
  const picker = (
    ref: RefObject<HTMLInputElement>,
    label: string,
    accept: string,
    multiple: boolean,
    floorPlan = false,
  ) => (
    <input
      ref={ref}
      type="file"
      accept={accept}
      multiple={multiple}
      hidden
      aria-label={label}
      onChange={(e) => {
        add(e.target.files, floorPlan)
        e.target.value = ''
      }}
    />
  )

  return (
    <div>
      <div
        className={`admin-dropzone${over ? ' admin-dropzone-over' : ''}`}
        data-testid="listing-dropzone"
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p className="mb-2">Drop photos, a film or floor plans here, or</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Button variant="outline-primary" size="sm" onClick={() => pickers.photos.current?.click()}>
            Choose photos
          </Button>
          <Button variant="outline-primary" size="sm" onClick={() => pickers.film.current?.click()}>
            Choose a film
          </Button>
          <Button variant="outline-primary" size="sm" onClick={() => pickers.plans.current?.click()}>
            Choose floor plans
          </Button>
        </div>
        {picker(pickers.photos, 'Choose photos', 'image/*', true)}
        {picker(pickers.film, 'Choose a film', 'video/mp4', false)}
        {picker(pickers.plans, 'Choose floor plans', 'image/*,application/pdf', true, true)}
        <p className="small text-muted mt-2 mb-0">
          Photos: {PHOTO_FORMATS_LABEL}, up to {MEDIA_LIMITS.photoLabel} each. Film: {FILM_FORMATS_LABEL}, up to{' '}
          {MEDIA_LIMITS.filmLabel}. Floor plans: {FLOOR_PLAN_FORMATS_LABEL}, up to {MEDIA_LIMITS.floorPlanLabel}.
          Downloads have location data removed.
        </p>
      </div>
      {pending.length > 0 && (
        <ul className="list-unstyled mt-3" aria-label="Uploads">
          {pending.map((item) => (
            <li key={item.key} className="card mb-2" data-testid="listing-upload">
              <div className="card-body py-2">
                <div className="d-flex justify-content-between gap-2">
                  <span className="small text-truncate">{item.file.name}</span>
                  <Button size="sm" variant="link" className="p-0" onClick={() => remove(item)}>
                    {item.state === 'failed' ? 'Remove' : 'Cancel'}
                    <span className="visually-hidden"> {item.file.name}</span>
                  </Button>
                </div>
                {item.state === 'failed' ? (
                  <p className="small text-danger mb-0" role="alert">
                    Upload failed: {item.error}
                  </p>
                ) : (
                  <UploadProgress percent={item.progress} label={`Upload of ${item.file.name}`} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
