import { useState, type FormEvent } from 'react'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Badge, Button, Form, InputGroup } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { LISTING_TEXT } from '../../../../content/listings/limits.ts'
import { errorText } from '../api.ts'
import { useToast } from '../toast.tsx'
import {
  addLink,
  LISTINGS_KEY,
  orderMedia,
  removeMedia,
  updateMedia,
  type ListingView,
  type MediaItem,
} from './listingsApi.ts'
import { MediaUploads } from './MediaUploads.tsx'

const KIND = { photo: 'Photo', film: 'Film', tour: '3D tour', floorPlan: 'Floor plan' } as const
const nameOf = (m: MediaItem) =>
  'file' in m && m.file ? m.file.original : 'link' in m && m.link ? `${m.link.provider} link` : m.id

/**
 * A listing's media: uploads and film or tour links, then every item in its order (photos first is up to the
 * owner: the first photo is the hero), reordered by dragging the handle (mouse, touch or keyboard, announced)
 * or Move up / Move down, each with its caption, and a photo's "virtually staged" flag and unstaged original.
 */
export function MediaPanel({ listing }: { listing: ListingView }) {
  const { mutate } = useSWRConfig()
  const toast = useToast()
  const media = listing.media
  const ids = media.map((m) => m.id)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const act = async (failure: string, action: () => Promise<unknown>) => {
    try {
      await action()
    } catch (error) {
      toast({ title: failure, description: errorText(error), variant: 'destructive' })
    } finally {
      await mutate(LISTINGS_KEY)
    }
  }
  const move = (from: number, to: number) =>
    act('Could not change the order', () => orderMedia(listing.id, arrayMove(ids, from, to)))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) void move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
  }
  const titleOf = (id: unknown) => `"${nameOf(media.find((m) => m.id === String(id)) ?? media[0]!)}"`
  const photos = media.filter((m) => m.kind === 'photo')

  return (
    <section aria-labelledby="listing-media-heading">
      <h2 id="listing-media-heading" className="h5">
        Media <Badge bg="secondary">{media.length}</Badge>
      </h2>
      <MediaUploads listingId={listing.id} />
      <div className="d-flex flex-wrap gap-3 my-3">
        <LinkForm
          label="Film link (YouTube or Vimeo)"
          onAdd={(url) => act('Could not add the film', () => addLink(listing.id, 'film', url))}
          id={`${listing.id}-film`}
        />
        <LinkForm
          label="3D tour link (Matterport...)"
          onAdd={(url) => act('Could not add the tour', () => addLink(listing.id, 'tour', url))}
          id={`${listing.id}-tour`}
        />
      </div>
      {media.length === 0 ? (
        <p className="text-muted">No media yet.</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: {
              onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
              onDragOver: ({ active, over }) =>
                over && over.id !== active.id
                  ? `${titleOf(active.id)} moved to position ${ids.indexOf(String(over.id)) + 1}.`
                  : undefined,
              onDragEnd: ({ active, over }) =>
                over
                  ? `${titleOf(active.id)} dropped at position ${ids.indexOf(String(over.id)) + 1}.`
                  : `${titleOf(active.id)} dropped.`,
              onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} cancelled.`,
            },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="list-unstyled" aria-label="Media in order">
              {media.map((item, index) => (
                <MediaRow
                  key={item.id}
                  item={item}
                  index={index}
                  count={media.length}
                  photos={photos}
                  onMove={(by) => move(index, index + by)}
                  onChange={(patch) => act('Could not save the change', () => updateMedia(listing.id, item.id, patch))}
                  onRemove={() =>
                    window.confirm(`Remove ${nameOf(item)}?`) &&
                    act('Could not remove it', () => removeMedia(listing.id, item.id))
                  }
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  )
}

function LinkForm({ label, id, onAdd }: { label: string; id: string; onAdd: (url: string) => Promise<unknown> }) {
  const [url, setUrl] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!url.trim()) return
    await onAdd(url.trim())
    setUrl('')
  }
  return (
    <Form onSubmit={submit} className="flex-grow-1">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <InputGroup size="sm">
        <Form.Control id={id} type="url" value={url} placeholder="https://" onChange={(e) => setUrl(e.target.value)} />
        <Button type="submit" variant="primary">
          Add
        </Button>
      </InputGroup>
    </Form>
  )
}

function MediaRow(props: {
  item: MediaItem
  index: number
  count: number
  photos: MediaItem[]
  onMove: (by: -1 | 1) => void
  onChange: (patch: { caption?: string; staged?: boolean; originalId?: string | null }) => void
  onRemove: () => void
}) {
  const { item } = props
  const [caption, setCaption] = useState(item.caption)
  const sortable = useSortable({ id: item.id })
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }
  const name = nameOf(item)
  return (
    <li ref={sortable.setNodeRef} style={style} className="card mb-2" data-testid="listing-media" data-kind={item.kind}>
      <div className="card-body py-2 d-flex gap-2 align-items-start flex-wrap flex-sm-nowrap">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          className="btn btn-sm btn-light admin-handle"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Drag to reorder ${name}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className="flex-grow-1">
          <div className="d-flex gap-2 align-items-center mb-1">
            <Badge bg="secondary">{KIND[item.kind]}</Badge>
            <span className="small text-truncate me-auto">
              {props.index + 1}. {name}
            </span>
            {item.kind === 'photo' && item.staged && (
              <Badge bg="warning" text="dark">
                Virtually staged
              </Badge>
            )}
          </div>
          <Form.Control
            size="sm"
            value={caption}
            maxLength={LISTING_TEXT.caption}
            placeholder="Caption"
            aria-label={`Caption for ${name}`}
            onChange={(e) => setCaption(e.target.value)}
            onBlur={() => caption !== item.caption && props.onChange({ caption })}
          />
          {item.kind === 'photo' && (
            <div className="d-flex flex-wrap gap-3 align-items-center mt-1">
              <Form.Check
                id={`staged-${item.id}`}
                label="Virtually staged"
                checked={item.staged}
                onChange={(e) =>
                  props.onChange(e.target.checked ? { staged: true } : { staged: false, originalId: null })
                }
              />
              {item.staged && (
                <Form.Select
                  size="sm"
                  className="w-auto"
                  aria-label={`Unstaged original of ${name}`}
                  value={item.originalId ?? ''}
                  onChange={(e) => props.onChange({ originalId: e.target.value || null })}
                >
                  <option value="">No unstaged original</option>
                  {props.photos
                    .filter((p) => p.id !== item.id && p.kind === 'photo' && !p.staged)
                    .map((p) => (
                      <option key={p.id} value={p.id}>
                        Original: {nameOf(p)}
                      </option>
                    ))}
                </Form.Select>
              )}
            </div>
          )}
        </div>
        <div className="d-flex flex-column gap-1">
          <Button size="sm" variant="outline-secondary" disabled={props.index === 0} onClick={() => props.onMove(-1)}>
            Move up<span className="visually-hidden"> {name}</span>
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={props.index === props.count - 1}
            onClick={() => props.onMove(1)}
          >
            Move down<span className="visually-hidden"> {name}</span>
          </Button>
          <Button size="sm" variant="outline-danger" onClick={props.onRemove}>
            Remove<span className="visually-hidden"> {name}</span>
          </Button>
        </div>
      </div>
    </li>
  )
}
