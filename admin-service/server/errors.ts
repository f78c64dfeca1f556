/** Every user-facing error text of the admin API, in one place. */
export const messages = {
  unauthenticated: 'Sign in required',
  badPassword: 'Wrong password',
  lockedOut: 'Too many failed sign-in attempts; try again later',
  signInBusy: 'Too many sign-in attempts at once; try again in a moment',
  firstRunExpired: 'The first-run password has expired: restart the service to get a new one',
  weakPassword: 'The password is too weak',
  csrfOrigin: 'Cross-origin request refused',
  wrongHost: 'This service does not answer for that host name (set ADMIN_PUBLIC_ORIGIN)',
  csrfHeader: 'Missing X-Requested-With: XMLHttpRequest header',
  jsonOnly: 'Content-Type must be application/json',
  badJson: 'Request body is not valid JSON',
  unknownService: 'Unknown portfolio service',
  invalidItem: 'Invalid portfolio item',
  noFile: 'No file uploaded (multipart field "file")',
  tooLarge: 'File is too large',
  notImage: 'Only JPEG, PNG, WebP, AVIF, GIF or TIFF images can be uploaded',
  badImage: 'The image could not be read',
  tooManyPixels: 'The image has too many pixels',
  uploadBusy: 'Too many uploads at once; try again in a moment',
  missingUpload: 'names no stored upload; upload the image first',
  malformedUpload: 'Malformed multipart upload',
  notFound: 'Not found',
  noEarlierRelease: 'No earlier release to roll back to',
  publishingOff: 'Publishing is off: this service serves a site built elsewhere',
  publishBusy: 'A publish is in progress; roll back when it has finished',
  deployOff: 'Deploying is off: set ADMIN_DEPLOY_TARGET to deploy each release to object storage',
  nothingToDeploy: 'Nothing to deploy yet: no release has gone live',
  internal: 'Internal server error',
} as const

/** An error with an HTTP status whose message is safe to show to the client. */
export class HttpError extends Error {
  readonly expose = true
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Response headers that go with the error (Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}
