/** Browser-side API helpers (spec section 7 and the default fetch error of section 8). */

/** Status >= 500: "status: statusText"; below: "status: body text". */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return
  if (res.status >= 500) throw new Error(`${res.status}: ${res.statusText}`)
  const text = (await res.text()) || res.statusText
  throw new Error(`${res.status}: ${text}`)
}

/** The SWR fetcher: GET the key with cookies, parse JSON. */
export async function fetcher<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
  await throwIfResNotOk(res)
  return (await res.json()) as T
}

/** A state-changing call: JSON body (or FormData), plus the header the CSRF guard requires. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' }
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  const res = await fetch(url, { method, headers, body: payload, credentials: 'same-origin' })
  await throwIfResNotOk(res)
  return (await res.json()) as T
}

/** The message inside an API error ("400: {"error":"..."}" → "..."). */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const json = /^\d{3}: (\{.*\})$/s.exec(message)
  if (json) {
    try {
      return (JSON.parse(json[1]!) as { error?: string }).error ?? message
    } catch {
      return message
    }
  }
  return message
}

export type AuthUser = { authenticated: boolean; name: string | null }
