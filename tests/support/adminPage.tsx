import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import type { z } from 'zod'
import { fetcher } from '../../admin-service/web/src/api.ts'

/** One API answer of the stub service: the Response for a request, or undefined for 404. */
type Api = (url: string, init?: RequestInit) => Response | undefined

/**
 * Renders part of the /admin page into a jsdom document (`// @vitest-environment jsdom`), with its SWR
 * fetcher and a cache of its own, over a stubbed `fetch` that `api` answers (anything else: 404 JSON, as
 * the service). Returns the container and `unmount`, which also removes the stub; call it in afterEach.
 */
export async function renderAdminPart(ui: ReactNode, api: Api) {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (url: string, init?: RequestInit) =>
        api(url, init) ?? new Response('{"error":"Not found"}', { status: 404 }),
    ),
  )
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () =>
    root.render(<SWRConfig value={{ fetcher, provider: () => new Map(), shouldRetryOnError: false }}>{ui}</SWRConfig>),
  )
  const unmount = () => {
    act(() => root.unmount())
    container.remove()
    vi.unstubAllGlobals()
  }
  return { container, unmount }
}

/** Types into a control as the browser does (the prototype's setter, then an input or change event React sees). */
export function typeInto(control: HTMLInputElement | HTMLSelectElement, value: string) {
  act(() => {
    const select = control instanceof HTMLSelectElement
    const proto = select ? HTMLSelectElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, value)
    control.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }))
  })
}

/**
 * What the service answers to a JSON body its schema checks: `ok(data)` with 200 when the schema takes it, else
 * 400 `{error, fields}` by path, as the service's error handler writes a refusal.
 */
export function schemaAnswer<S extends z.ZodType>(schema: S, body: unknown, ok: (data: z.output<S>) => object) {
  const parsed = schema.safeParse(body)
  if (parsed.success) return Response.json(ok(parsed.data))
  const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
  return Response.json({ error: 'Please check the fields marked below', fields }, { status: 400 })
}
