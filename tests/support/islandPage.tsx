import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { vi } from 'vitest'

/** What the stub service answers a request: a Response (or anything with `status` and `json()`). */
type Service = (url: string, init?: RequestInit) => Response | Promise<Response>

/**
 * Renders an island into a jsdom document (`// @vitest-environment jsdom`) over a stubbed `fetch` that
 * `service` answers. jsdom lays nothing out, so the islands' scroll to a heading they focus
 * (templates/islands/booking/focusInSight.ts) is a no-op here. Returns the container and `unmount`, which also
 * removes the stubs; call it in afterEach.
 */
export async function renderIsland(ui: ReactNode, service: Service) {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.stubGlobal('fetch', vi.fn(service))
  Element.prototype.scrollIntoView = () => {}
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  await act(async () => root.render(ui))
  const unmount = () => {
    act(() => root.unmount())
    container.remove()
    delete (Element.prototype as Partial<Element>).scrollIntoView
    vi.unstubAllGlobals()
  }
  return { container, unmount }
}
