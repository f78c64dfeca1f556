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

/** The JSON body inside an API error ("400: {"error":"...","fields":{...}}"), if it has one. */
function errorBody(message: string): { error?: string; fields?: Record<string, string> } | null {
  const json = /^\d{3}: (\{.*\})$/s.exec(message)
  if (!json) return null
  try {
    return JSON.parse(json[1]!) as { error?: string; fields?: Record<string, string> }
  } catch {
    return null
  }
}

/** The message inside an API error ("400: {"error":"..."}" → "..."). */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return errorBody(message)?.error ?? message
}

/** The invalid fields an API error names (`{ alt: 'is required for image items' }`), or none. */
export function errorFields(error: unknown): Record<string, string> {
  return errorBody(error instanceof Error ? error.message : String(error))?.fields ?? {}
}

/** An upload in progress: its result, and a way to stop it. */
export type Upload<T = { url: string }> = { done: Promise<T>; cancel: () => void }

/**
 * POSTs a form with XMLHttpRequest, whose upload events give real progress (fetch has none): `onProgress`
 * gets the fraction sent. Fails like apiRequest; a cancelled upload fails with "Cancelled".
 */
export function sendForm<T>(url: string, body: FormData, onProgress: (fraction: number) => void): Upload<T> {
  const xhr = new XMLHttpRequest()
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url)
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    xhr.onload = () => {
      const res = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText })
      throwIfResNotOk(res)
        .then(() => resolve(JSON.parse(xhr.responseText) as T))
        .catch(reject)
    }
    xhr.onerror = () => reject(new Error('The upload failed: no answer from the service'))
    xhr.onabort = () => reject(new Error('Cancelled'))
    xhr.send(body)
  })
  return { done, cancel: () => xhr.abort() }
}

/** `POST /api/upload` (one image, field `file`) with progress: see sendForm. */
export function uploadFile(file: File, onProgress: (fraction: number) => void): Upload {
  const body = new FormData()
  body.append('file', file)
  return sendForm('/api/upload', body, onProgress)
}

export type AuthUser = { authenticated: boolean; name: string | null }
