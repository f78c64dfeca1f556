import { useState } from 'react'
import { Badge, Button, Spinner } from 'react-bootstrap'
import useSWR from 'swr'
import type { PortfolioItem } from '../../../content/portfolio/store.ts'
import { HISTORY_LIMIT, type HistoryAction, type HistoryView } from '../../shared/history.ts'
import { errorText } from './api.ts'
import { historyKey } from './keys.ts'
import { serviceOf } from './services.ts'
import { useChanges } from './useChanges.ts'

const STEP = 50

const verbs: Record<HistoryAction, string> = {
  add: 'Added',
  update: 'Edited',
  delete: 'Deleted',
  reorder: 'Reordered',
  hide: 'Hidden',
  show: 'Shown',
}

const asItem = (value: HistoryView['before']) => (value && !Array.isArray(value) ? (value as PortfolioItem) : null)

/** Which fields an edit changed, in words: "title, alt text". */
function changedFields(entry: HistoryView): string | null {
  const before = asItem(entry.before)
  const after = asItem(entry.after)
  if (entry.action !== 'update' || !before || !after) return null
  const names: Record<string, string> = { alt: 'alt text', src: 'picture', specs: 'specifications' }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k as keyof PortfolioItem]) !== JSON.stringify(after[k as keyof PortfolioItem]),
  )
  return keys.map((k) => names[k] ?? k).join(', ')
}

/**
 * The History tab: recent changes to the portfolio, newest first, each with when, what and which item,
 * and "Restore", which undoes that one change (the service refuses, and the entry says why, when a
 * later change to the same item is in the way).
 */
export function HistoryPanel() {
  const [limit, setLimit] = useState(STEP)
  const { data, error, isLoading } = useSWR<HistoryView[]>(historyKey(limit))
  const { undo } = useChanges()
  const [restoring, setRestoring] = useState<number | null>(null)

  if (error) return <p className="text-danger">Failed to load the history: {errorText(error)}</p>
  if (isLoading || !data)
    return (
      <p role="status">
        <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> Loading history...
      </p>
    )
  return (
    <section aria-labelledby="admin-history-heading">
      <h2 id="admin-history-heading" className="h5">
        Recent changes
      </h2>
      {data.length === 0 ? (
        <p className="text-muted py-4">No changes yet</p>
      ) : (
        <ol className="list-unstyled admin-history">
          {data.map((entry) => {
            const item = asItem(entry.after) ?? asItem(entry.before)
            const fields = changedFields(entry)
            const what = item ? `"${item.title}"` : `the order of ${serviceOf(entry.service).label}`
            return (
              <li key={entry.id} className="card mb-2" data-testid="history-entry">
                <div className="card-body d-flex gap-2 align-items-start flex-wrap">
                  <div className="flex-grow-1">
                    <div>
                      <strong>{verbs[entry.action]}</strong> {what}
                      {entry.undoOf !== undefined && <span className="text-muted"> (an undo)</span>}
                    </div>
                    <div className="small text-muted">
                      <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time> ·{' '}
                      <Badge bg="light" text="dark">
                        {serviceOf(entry.service).label}
                      </Badge>
                      {fields && <> · changed {fields}</>}
                    </div>
                    {!entry.undoable && entry.conflict && <div className="small text-muted">{entry.conflict}</div>}
                  </div>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={!entry.undoable || restoring !== null}
                    aria-label={`Restore: undo "${verbs[entry.action]} ${what}"`}
                    onClick={async () => {
                      setRestoring(entry.id)
                      await undo([entry])
                      setRestoring(null)
                    }}
                  >
                    {restoring === entry.id ? 'Restoring...' : 'Restore'}
                  </Button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {data.length === limit && limit < HISTORY_LIMIT && (
        <Button variant="outline-secondary" size="sm" onClick={() => setLimit(Math.min(limit + STEP, HISTORY_LIMIT))}>
          Show older changes
        </Button>
      )}
    </section>
  )
}
