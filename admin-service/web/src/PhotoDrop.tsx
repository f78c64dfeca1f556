import { useEffect, useRef, useState, type DragEvent } from 'react'
import { Button, Form } from 'react-bootstrap'
import type { StoreKey } from '../../../content/portfolio/store.ts'
import { MAX_ALT_LENGTH } from '../../../content/portfolio/itemLimits.ts'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_FORMATS_LABEL } from '../../shared/uploadLimits.ts'
import { errorText, uploadFile, type Upload } from './api.ts'
import { newItemId } from './services.ts'
import { UploadProgress } from './UploadProgress.tsx'
import { useUploadQueue } from './useUploadQueue.ts'
import { itemUrl, sendChange, useChanges } from './useChanges.ts'

type Photo = {
  key: number
  file: File
  preview: string
  progress: number
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  url?: string
  error?: string
  title: string
  alt: string
  upload?: Upload
}

/** "living-room_02.JPG" → "Living room 02": a starting title to edit. */
export const titleFromFileName = (name: string) => {
  const words = name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 140) || 'Untitled photo'
}

let nextKey = 0
/** Uploads running at once: enough to keep the line busy, few enough that each shows steady progress. */
const PARALLEL = 2

/**
 * Adding many photos at once: a drop zone and a file picker (on a phone, the camera roll) take any
 * number of images; each shows a preview, real upload progress (XMLHttpRequest), Cancel, and the API's
 * reason when it fails. "Create an item per photo" then adds one image item per upload, titled from its
 * file name and described by the alt text written for it, as hidden drafts unless unticked.
 */
export function PhotoDrop({ service }: { service: StoreKey }) {
  const [photos, setPhotos] = useState<Photo[]>([])
  const [over, setOver] = useState(false)
  const [asDrafts, setAsDrafts] = useState(true)
  const [creating, setCreating] = useState(false)
  const [tried, setTried] = useState(false)
  const picker = useRef<HTMLInputElement>(null)
  const { run } = useChanges()
  const update = (key: number, patch: Partial<Photo>) =>
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)))

  useUploadQueue(
    photos,
    (photo) => {
      const upload = uploadFile(photo.file, (fraction) => update(photo.key, { progress: Math.round(fraction * 100) }))
      update(photo.key, { state: 'uploading', upload })
      return upload.done.then(
        ({ url }) => update(photo.key, { state: 'done', progress: 100, url, upload: undefined }),
        (error: unknown) => update(photo.key, { state: 'failed', error: errorText(error), upload: undefined }),
      )
    },
    PARALLEL,
  )

  // Previews are object URLs: free them when their row goes.
  const previews = useRef(new Set<string>())
  useEffect(() => {
    const live = new Set(photos.map((p) => p.preview))
    for (const url of previews.current) if (!live.has(url)) URL.revokeObjectURL(url)
    previews.current = live
  }, [photos])
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), [])

  const add = (files: FileList | null) => {
    const images = [...(files ?? [])].filter((f) => f.type.startsWith('image/') || f.type === '')
    setTried(false)
    setPhotos((list) => [
      ...list,
      ...images.map((file): Photo => ({
        key: nextKey++,
        file,
        preview: URL.createObjectURL(file),
        progress: 0,
        ...(file.size > MAX_UPLOAD_BYTES
          ? { state: 'failed' as const, error: `The file is larger than ${MAX_UPLOAD_LABEL}` }
          : { state: 'waiting' as const }),
        title: titleFromFileName(file.name),
        alt: '',
      })),
    ])
  }

  const remove = (photo: Photo) => {
    photo.upload?.cancel()
    setPhotos((list) => list.filter((p) => p.key !== photo.key))
  }

  const ready = photos.filter((p) => p.state === 'done')
  const pending = photos.some((p) => p.state === 'waiting' || p.state === 'uploading')
  const createItems = async () => {
    setTried(true)
    if (ready.some((p) => !p.alt.trim() || !p.title.trim())) return
    setCreating(true)
    const now = Date.now()
    try {
      await run(
        () =>
          Promise.all(
            ready.map((photo, i) =>
              sendChange('POST', itemUrl(service), {
                id: newItemId(service, now + i),
                title: photo.title.trim(),
                description: photo.alt.trim(),
                type: 'image',
                src: photo.url,
                alt: photo.alt.trim(),
                hidden: asDrafts,
              }),
            ),
          ),
        {
          success: `${ready.length} ${ready.length === 1 ? 'item' : 'items'} added`,
          failure: 'Failed to add item',
          description: asDrafts ? 'Hidden until you show them.' : undefined,
        },
      )
      setPhotos((list) => list.filter((p) => p.state !== 'done'))
      setTried(false)
    } catch {
      // The toast says why; the photos stay for another try.
    } finally {
      setCreating(false)
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    add(event.dataTransfer.files)
  }

  return (
    <section className="admin-photo-drop mb-4" aria-labelledby="admin-photos-heading">
      <h3 id="admin-photos-heading" className="h6">
        Add photos
      </h3>
      <div
        className={`admin-dropzone${over ? ' admin-dropzone-over' : ''}`}
        data-testid="dropzone"
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p className="mb-2">Drop photos here, or</p>
        <Button variant="outline-primary" size="sm" onClick={() => picker.current?.click()}>
          Choose photos
        </Button>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label="Choose photos"
          onChange={(e) => {
            add(e.target.files)
            e.target.value = ''
          }}
        />
        <p className="small text-muted mt-2 mb-0">
          {UPLOAD_FORMATS_LABEL}, up to {MAX_UPLOAD_LABEL} each. Location data and camera details are removed.
        </p>
      </div>
      {photos.length > 0 && (
        <>
          <ul className="list-unstyled mt-3 admin-photos">
            {photos.map((photo) => (
              <li key={photo.key} className="admin-photo card mb-2" data-testid="photo-upload">
                <div className="card-body d-flex gap-2 flex-wrap flex-sm-nowrap">
                  <img src={photo.preview} alt="" width={96} height={64} className="admin-thumb" />
                  <div className="flex-grow-1">
                    <div className="d-flex justify-content-between gap-2">
                      <span className="small text-truncate">{photo.file.name}</span>
                      <Button size="sm" variant="link" className="p-0" onClick={() => remove(photo)}>
                        {photo.state === 'uploading' || photo.state === 'waiting' ? 'Cancel' : 'Remove'}
                        <span className="visually-hidden"> {photo.file.name}</span>
                      </Button>
                    </div>
                    {photo.state === 'failed' ? (
                      <p className="small text-danger mb-0" role="alert">
                        Upload failed: {photo.error}
                      </p>
                    ) : (
                      <UploadProgress
                        percent={photo.progress}
                        label={`Upload of ${photo.file.name}`}
                        done={photo.state === 'done'}
                      />
                    )}
                    {photo.state === 'done' && (
                      <div className="d-flex flex-column gap-1 mt-1">
                        <Form.Control
                          size="sm"
                          value={photo.title}
                          maxLength={140}
                          aria-label={`Title for ${photo.file.name}`}
                          isInvalid={tried && !photo.title.trim()}
                          onChange={(e) => update(photo.key, { title: e.target.value })}
                        />
                        <Form.Control
                          size="sm"
                          value={photo.alt}
                          maxLength={MAX_ALT_LENGTH}
                          placeholder="Alt text: what the photo shows"
                          aria-label={`Alt text for ${photo.file.name}`}
                          isInvalid={tried && !photo.alt.trim()}
                          onChange={(e) => update(photo.key, { alt: e.target.value })}
                        />
                        {tried && !photo.alt.trim() && (
                          <span className="small text-danger">Describe what the photo shows</span>
                        )}
                      </div>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <Button onClick={createItems} disabled={!ready.length || pending || creating}>
              {creating ? 'Creating...' : 'Create an item per photo'}
            </Button>
            <Form.Check
              id="admin-photos-drafts"
              label="Keep them hidden until I show them"
              checked={asDrafts}
              onChange={(e) => setAsDrafts(e.target.checked)}
            />
          </div>
        </>
      )}
    </section>
  )
}
