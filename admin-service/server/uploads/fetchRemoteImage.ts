import https from 'node:https'
import { RequestFilteringHttpsAgent } from 'request-filtering-agent'
import { MAX_UPLOAD_BYTES, sizeLabel } from '../../shared/uploadLimits.ts'
import { messages } from '../shared/http/errors.ts'

export type RemoteFetchOptions = {
  maxBytes?: number
  /** For the whole fetch, redirects included. */
  timeoutMs?: number
  maxRedirects?: number
  /** Tests only: allow loopback and private addresses (a local https server). */
  allowPrivate?: boolean
  /** Tests only: a certificate authority to trust besides the system's. */
  ca?: string
}

/** Why an address could not be imported; the message is safe to show. */
export class RemoteImageError extends Error {}

export const REMOTE_LIMITS = { timeoutMs: 10_000, maxRedirects: 3 }

/**
 * Fetches the bytes at an https address once, for the service to check and re-encode like an upload:
 * https only (redirects too, at most `maxRedirects`), at most `maxBytes` (by Content-Length and while
 * reading), within `timeoutMs`. Connections go through request-filtering-agent, which checks the
 * address every host name resolves to when the socket connects, so no loopback, private, link-local or
 * other non-public address can be reached (DNS rebinding included). Throws RemoteImageError.
 */
export async function fetchRemoteImage(address: string, options: RemoteFetchOptions = {}): Promise<Buffer> {
  const {
    maxBytes = MAX_UPLOAD_BYTES,
    timeoutMs = REMOTE_LIMITS.timeoutMs,
    maxRedirects = REMOTE_LIMITS.maxRedirects,
  } = options
  const agent = new RequestFilteringHttpsAgent({
    allowPrivateIPAddress: options.allowPrivate ?? false,
    ...(options.ca ? { ca: options.ca } : {}),
  })
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    let url = parseHttps(address)
    for (let hop = 0; ; hop++) {
      const answer = await get(url, agent, signal, maxBytes)
      if (answer.kind === 'body') return answer.body
      if (hop >= maxRedirects) throw new RemoteImageError(messages.remoteRedirects)
      url = parseHttps(new URL(answer.location, url).href)
    }
  } catch (error) {
    if (error instanceof RemoteImageError) throw error
    if (signal.aborted) throw new RemoteImageError(messages.remoteTimeout)
    const message = (error as Error).message ?? ''
    if (/not allowed/.test(message)) throw new RemoteImageError(messages.remoteRefused)
    throw new RemoteImageError(messages.remoteUnreachable)
  } finally {
    agent.destroy()
  }
}

function parseHttps(address: string): URL {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new RemoteImageError(messages.remoteNotHttps)
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw new RemoteImageError(messages.remoteNotHttps)
  return url
}

type Answer = { kind: 'body'; body: Buffer } | { kind: 'redirect'; location: string }

function get(url: URL, agent: https.Agent, signal: AbortSignal, maxBytes: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      url,
      { agent, signal, headers: { Accept: 'image/*', 'User-Agent': 'Northframe-admin image import' } },
      (response) => {
        const status = response.statusCode ?? 0
        const location = response.headers.location
        if (status >= 300 && status < 400 && location) {
          response.resume()
          return resolve({ kind: 'redirect', location })
        }
        if (status < 200 || status >= 300) {
          response.resume()
          return reject(new RemoteImageError(`${messages.remoteStatus} ${status}`))
        }
        if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
          response.destroy()
          return reject(new RemoteImageError(`${messages.remoteTooLarge} ${sizeLabel(maxBytes)}`))
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > maxBytes) {
            response.destroy()
            reject(new RemoteImageError(`${messages.remoteTooLarge} ${sizeLabel(maxBytes)}`))
          } else chunks.push(chunk)
        })
        response.on('end', () => resolve({ kind: 'body', body: Buffer.concat(chunks) }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}
