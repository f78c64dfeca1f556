import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { Button, Spinner, Toast, ToastContainer } from 'react-bootstrap'
import useSWR from 'swr'
import { PUBLISH_STATUS_KEY, type PublishStatusBody } from './keys.ts'
import { useSwipeToDismiss } from './useSwipeToDismiss.ts'

export type ToastMessage = {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** One button in the toast, such as Undo. */
  action?: { label: string; onClick: () => void }
  /** A change the toast follows: "View on site" (`href`) once the publish carrying `revision` is live. */
  published?: { revision: number; href: string }
}

/**
 * Spec section 9: one toast at a time, 5000 ms, F8 focuses the notification region, swiped 50 px to the
 * right it goes (useSwipeToDismiss.ts). The 5 s wait while
 * the pointer or focus is on the toast (so Undo stays reachable), and, for a change, until its publish
 * is live (then "View on site" shows for 5 s).
 */
export const TOAST_DURATION_MS = 5000
const ToastContext = createContext<(toast: ToastMessage) => void>(() => {})

export const useToast = () => useContext(ToastContext)

/** Whether the live site carries `revision` yet: 'live', 'waiting' for a publish, or 'never' (publishing off or failed). */
function usePublished(revision: number | undefined): 'live' | 'waiting' | 'never' {
  const { data } = useSWR<PublishStatusBody>(revision === undefined ? null : PUBLISH_STATUS_KEY)
  if (revision === undefined || !data?.enabled || data.state === 'failed') return 'never'
  return data.liveRevision !== null && data.liveRevision >= revision ? 'live' : 'waiting'
}

function CurrentToast({ toast, onClose }: { toast: ToastMessage; onClose: () => void }) {
  const [held, setHeld] = useState(false)
  const [swiping, setSwiping] = useState(false)
  const swipe = useSwipeToDismiss(onClose, setSwiping)
  const published = usePublished(toast.published?.revision)
  const destructive = toast.variant === 'destructive'

  useEffect(() => {
    if (held || swiping || published === 'waiting') return
    const timer = setTimeout(onClose, TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [held, swiping, published, onClose])

  return (
    <Toast
      {...swipe}
      onClose={onClose}
      bg={destructive ? 'danger' : undefined}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      data-testid="toast"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Toast.Header closeButton closeLabel="Dismiss">
        <strong className="me-auto">{toast.title}</strong>
      </Toast.Header>
      {(toast.description || toast.action || toast.published) && (
        <Toast.Body className={destructive ? 'text-white' : undefined}>
          {toast.description && <p className="mb-2">{toast.description}</p>}
          <div className="d-flex align-items-center gap-2 flex-wrap">
            {toast.action && (
              <Button size="sm" variant="outline-primary" onClick={toast.action.onClick}>
                {toast.action.label}
              </Button>
            )}
            {published === 'waiting' && (
              <span className="small text-muted">
                <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
                Publishing...
              </span>
            )}
            {published === 'live' && (
              <a className="btn btn-sm btn-link" href={toast.published!.href} target="_blank" rel="noopener">
                View on site
              </a>
            )}
          </div>
        </Toast.Body>
      )}
    </Toast>
  )
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null)
  const region = useRef<HTMLElement>(null)
  const show = useCallback((toast: ToastMessage) => setCurrent({ ...toast, key: Date.now() }), [])
  const close = useCallback(() => setCurrent(null), [])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault()
        region.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section ref={region} tabIndex={-1} aria-label="Notifications (F8)" className="admin-toasts">
        <ToastContainer position="bottom-end" className="p-3 position-fixed" containerPosition="fixed">
          {current && <CurrentToast key={current.key} toast={current} onClose={close} />}
        </ToastContainer>
      </section>
    </ToastContext.Provider>
  )
}
