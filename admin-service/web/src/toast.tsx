import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { Toast, ToastContainer } from 'react-bootstrap'

export type ToastMessage = { title: string; description?: string; variant?: 'default' | 'destructive' }

/** Spec section 9: one toast at a time, 5000 ms, F8 focuses the notification region. */
export const TOAST_DURATION_MS = 5000
const ToastContext = createContext<(toast: ToastMessage) => void>(() => {})

export const useToast = () => useContext(ToastContext)

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null)
  const region = useRef<HTMLElement>(null)
  const show = useCallback((toast: ToastMessage) => setCurrent({ ...toast, key: Date.now() }), [])

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

  const destructive = current?.variant === 'destructive'
  return (
    <ToastContext.Provider value={show}>
      {children}
      <section ref={region} tabIndex={-1} aria-label="Notifications (F8)" className="admin-toasts">
        <ToastContainer position="bottom-end" className="p-3 position-fixed" containerPosition="fixed">
          {current && (
            <Toast
              key={current.key}
              onClose={() => setCurrent(null)}
              autohide
              delay={TOAST_DURATION_MS}
              bg={destructive ? 'danger' : undefined}
              role={destructive ? 'alert' : 'status'}
              aria-live={destructive ? 'assertive' : 'polite'}
              data-testid="toast"
            >
              <Toast.Header closeButton closeLabel="Dismiss">
                <strong className="me-auto">{current.title}</strong>
              </Toast.Header>
              {current.description && (
                <Toast.Body className={destructive ? 'text-white' : undefined}>{current.description}</Toast.Body>
              )}
            </Toast>
          )}
        </ToastContainer>
      </section>
    </ToastContext.Provider>
  )
}
