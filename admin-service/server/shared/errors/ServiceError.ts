/** The HTTP status of each kind of refusal: the one table the error middleware reads. */
export const statusOfKind = {
  invalid: 400,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unprocessable: 422,
  unsupported: 415,
  tooMany: 429,
  busy: 503,
} as const

/** What a domain refusal is, in words the domain knows; errorHandler.ts turns each kind into a status. */
export type ErrorKind = keyof typeof statusOfKind

export type ServiceErrorDetails = {
  /** One message per invalid field, shown beside each field. */
  fields?: Record<string, string>
  /** More of the JSON answer (e.g. the day's open slots after a slot was taken). */
  body?: Record<string, unknown>
  /** Response headers that go with the answer (Retry-After). */
  headers?: Record<string, string>
  /** The text the client reads, when it is not the message. */
  shown?: string
  cause?: unknown
}

/**
 * The base of every error the service's domain code throws (stores, coordinators, guards): it knows nothing
 * of HTTP, only its kind. Each feature derives its own classes from it (`<feature>Errors.ts`).
 */
export class ServiceError extends Error {
  override name = this.constructor.name
  readonly fields?: Record<string, string>
  readonly body?: Record<string, unknown>
  readonly headers?: Record<string, string>
  readonly shown: string

  constructor(
    readonly kind: ErrorKind,
    message: string,
    details: ServiceErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
    this.fields = details.fields
    this.body = details.body
    this.headers = details.headers
    this.shown = details.shown ?? message
  }

  get status(): number {
    return statusOfKind[this.kind]
  }
}
