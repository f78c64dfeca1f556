import { useMemo, useState } from 'react'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
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
import { Badge, Button, Form, Stack } from 'react-bootstrap'
import type { PortfolioItem } from '../../../content/portfolio/store.ts'
import { ItemThumb, thumbnailOf } from './ItemThumb.tsx'
import type { Thumbnails } from './keys.ts'

/** Items shown at once: a service may hold 1,000, and 50 rows with pictures render in a few ms. */
export const PAGE_SIZE = 50

export type ItemActions = {
  onEdit: (item: PortfolioItem) => void
  onDelete: (item: PortfolioItem) => void
  onToggleHidden: (item: PortfolioItem) => void
  /** The whole group in its new order, and what moved (for the toast). */
  onReorder: (ids: string[], moved: PortfolioItem) => void
}

const matches = (item: PortfolioItem, query: string) =>
  [item.title, item.description, item.category, item.specs, item.alt].some((text) =>
    text?.toLowerCase().includes(query),
  )

/**
 * The Manage Items tab: the chosen service's items with a count, in their stored (public) order, each
 * with its thumbnail, badges and actions. Reordered by dragging the handle (mouse, touch, or keyboard:
 * Space, arrows, Space; dnd-kit announces each step) or with Move up / Move down. Search filters by any
 * text of an item; while it does, the order cannot be changed. Paged by 50.
 */
export function ItemList(
  props: ItemActions & {
    label: string
    items: PortfolioItem[]
    thumbnails: Thumbnails | undefined
    busy: string | null
  },
) {
  const { items } = props
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(0)
  const needle = query.trim().toLowerCase()
  const shown = useMemo(() => (needle ? items.filter((i) => matches(i, needle)) : items), [items, needle])
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE))
  const current = Math.min(page, pages - 1)
  const start = current * PAGE_SIZE
  const pageItems = shown.slice(start, start + PAGE_SIZE)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = items.map((i) => i.id)
  const byId = new Map(items.map((i) => [i.id, i]))
  const titleOf = (id: unknown) => `"${byId.get(String(id))?.title ?? ''}"`
  const positionOf = (id: unknown) => `position ${ids.indexOf(String(id)) + 1} of ${items.length}`
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, at ${positionOf(active.id)}.`,
    // Over itself (as when just picked up) it has not moved: "Picked up" stays the last word.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? `${titleOf(active.id)} moved to ${positionOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped at ${positionOf(over.id)}.` : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} cancelled.`,
  }

  const move = (item: PortfolioItem, to: number) => props.onReorder(arrayMove(ids, ids.indexOf(item.id), to), item)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    move(byId.get(String(active.id))!, ids.indexOf(String(over.id)))
  }

  return (
    <section aria-labelledby="admin-items-heading">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="admin-items-heading" className="h5 mb-0 me-auto">
          {props.label} items <Badge bg="secondary">{items.length}</Badge>
        </h2>
        {items.length > 0 && (
          <Form.Control
            type="search"
            className="admin-search"
            placeholder="Search items..."
            aria-label={`Search ${props.label} items`}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value)
              setPage(0)
            }}
          />
        )}
      </div>
      {needle && (
        <p className="small text-muted" role="status">
          {shown.length} of {items.length} items match. Clear the search to change the order.
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-muted py-4">No items found for this service</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To reorder, press Space or Enter to pick the item up, the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.',
            },
          }}
        >
          <SortableContext items={pageItems.map((i) => i.id)} strategy={verticalListSortingStrategy}>
            <ul className="list-unstyled admin-items">
              {pageItems.map((item) => {
                const index = ids.indexOf(item.id)
                return (
                  <ItemRow
                    key={item.id}
                    {...props}
                    item={item}
                    sortable={!needle}
                    first={index === 0}
                    last={index === items.length - 1}
                    onMove={(by) => move(item, index + by)}
                  />
                )
              })}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="d-flex align-items-center gap-2">
          <Button size="sm" variant="outline-secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous page
          </Button>
          <span className="small">
            Page {current + 1} of {pages}
          </span>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={current === pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Next page
          </Button>
        </nav>
      )}
    </section>
  )
}

function ItemRow(
  props: ItemActions & {
    item: PortfolioItem
    thumbnails: Thumbnails | undefined
    busy: string | null
    sortable: boolean
    first: boolean
    last: boolean
    onMove: (by: -1 | 1) => void
  },
) {
  const { item } = props
  const [loadFailed, setLoadFailed] = useState(false)
  const sortable = useSortable({ id: item.id, disabled: !props.sortable })
  const src = loadFailed ? null : thumbnailOf(item, props.thumbnails)
  const busy = props.busy === item.id
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`admin-item card mb-2${sortable.isDragging ? ' admin-item-dragging' : ''}${item.hidden ? ' admin-item-hidden' : ''}`}
      data-testid="admin-item"
      data-id={item.id}
    >
      <div className="card-body d-flex gap-2 align-items-start flex-wrap flex-sm-nowrap">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          className="btn btn-sm btn-light admin-handle"
          disabled={!props.sortable}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Reorder ${item.title}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <ItemThumb src={src} type={item.type} onError={() => setLoadFailed(true)} />
        <div className="flex-grow-1 admin-item-text">
          <h3 className="h6 mb-1">{item.title}</h3>
          <p className="mb-2 text-muted small admin-item-description">{item.description}</p>
          <Stack direction="horizontal" gap={1} className="flex-wrap">
            <Badge bg="primary">{item.type}</Badge>
            {item.category && (
              <Badge bg="info" text="dark">
                {item.category}
              </Badge>
            )}
            {item.specs && (
              <Badge bg="light" text="dark">
                {item.specs}
              </Badge>
            )}
            {item.hidden && <Badge bg="dark">Hidden</Badge>}
            {item.type === 'image' && !item.alt && (
              <Badge bg="warning" text="dark">
                Missing alt text
              </Badge>
            )}
            {src === null && <Badge bg="danger">Picture missing</Badge>}
          </Stack>
        </div>
        <div className="admin-item-actions">
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={!props.sortable || props.first || busy}
            onClick={() => props.onMove(-1)}
            aria-label={`Move ${item.title} up`}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={!props.sortable || props.last || busy}
            onClick={() => props.onMove(1)}
            aria-label={`Move ${item.title} down`}
          >
            <span aria-hidden="true">↓</span>
          </Button>
          <Button
            size="sm"
            variant={item.hidden ? 'secondary' : 'outline-secondary'}
            disabled={busy}
            onClick={() => props.onToggleHidden(item)}
            aria-label={item.hidden ? `Show ${item.title} on the site` : `Hide ${item.title} from the site`}
          >
            {item.hidden ? 'Show' : 'Hide'}
          </Button>
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => props.onEdit(item)}
            aria-label={`Edit ${item.title}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={busy}
            onClick={() => props.onDelete(item)}
            aria-label={`Delete ${item.title}`}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
  )
}
