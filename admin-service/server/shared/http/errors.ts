import { HISTORY_LIMIT } from '../../../shared/history.ts'

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
  invalidOrder: 'Invalid order',
  badHistoryLimit: `limit must be a whole number from 1 to ${HISTORY_LIMIT}`,
  noFile: 'No file uploaded (multipart field "file")',
  tooLarge: 'File is too large',
  notImage: 'Only JPEG, PNG, WebP, AVIF, GIF or TIFF images can be uploaded',
  badImage: 'The image could not be read',
  tooManyPixels: 'The image has too many pixels',
  uploadBusy: 'Too many uploads at once; try again in a moment',
  missingUpload: 'names no stored upload; upload the image first',
  malformedUpload: 'Malformed multipart upload',
  // Why an https image address could not be imported (as "src could not be imported: <reason>").
  remoteImport: 'could not be imported',
  remoteNotHttps: 'only https addresses can be imported',
  remoteRefused: 'points to a private or local network address',
  remoteUnreachable: 'could not be reached',
  remoteTimeout: 'did not answer in time',
  remoteRedirects: 'redirects too many times',
  remoteStatus: 'answered HTTP',
  remoteTooLarge: 'is larger than',
  notFound: 'Not found',
  noEarlierRelease: 'No earlier release to roll back to',
  publishingOff: 'Publishing is off: this service serves a site built elsewhere',
  backupsOff: 'Backups are off: set ADMIN_BACKUP_TARGET',
  publishBusy: 'A publish is in progress; roll back when it has finished',
  leadOrigin: 'Quote requests are accepted only from this site',
  leadTooMany: 'Too many quote requests from your connection. Please try again later, or e-mail or call us.',
  leadTooManyJunk:
    'Too many requests from your connection that were not quote requests. Please try again later, or e-mail or call us.',
  leadBusy:
    'We are receiving more quote requests than usual and cannot take yours right now. Please try again later, or e-mail or call us.',
  leadTooLarge: 'The quote request is too long (16 KB at most). Please shorten the message.',
  leadType: 'Content-Type must be application/json or application/x-www-form-urlencoded',
  invalidLead: 'Please check the fields marked below',
  leadNotFound: 'No such quote request',
  invalidLeadChange: 'Invalid change to a quote request',
  invalidLeadSettings: 'Invalid lead settings',
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
