import { messages } from '../shared/http/errors.ts'
import { ServiceError } from '../shared/errors/ServiceError.ts'

/** Too many failed sign-ins from this client (or overall): try again after `retryAfterSeconds`. */
export class LockedOutError extends ServiceError {
  constructor(retryAfterSeconds: number) {
    super('tooMany', messages.lockedOut, { headers: { 'Retry-After': String(retryAfterSeconds) } })
  }
}
