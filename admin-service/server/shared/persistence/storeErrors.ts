import type { ZodError } from 'zod'
import { messages } from '../http/errors.ts'
import { ServiceError, type ErrorKind } from '../errors/ServiceError.ts'

/** What a store refuses, as its own errors: storage knows nothing of HTTP, only the kind of refusal. */
export class StoreError extends ServiceError {}

/** `fields` as one line: `src must be...; alt is required`. */
const summaryOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([field, problem]) => `${field} ${problem}`)
    .join('; ')

/** An item (or a group) the store schema refuses; `fields` names each invalid field. */
export class InvalidItemError extends StoreError {
  declare readonly fields: Record<string, string>

  constructor(message: string, fields: Record<string, string>) {
    super('invalid', message, { fields, shown: `${messages.invalidItem}: ${summaryOf(fields)}` })
  }

  /** One message per invalid field, e.g. `{ src: 'must be an 11-character YouTube video id' }`. */
  static fromZod(error: ZodError): InvalidItemError {
    const fields: Record<string, string> = {}
    for (const issue of error.issues) {
      const key = issue.path.filter((p) => typeof p !== 'number').join('.') || '_'
      fields[key] ??= issue.message
    }
    return new InvalidItemError(`The item is invalid: ${Object.keys(fields).join(', ')}`, fields)
  }
}

/** A store error of one fixed kind, made from its message alone. */
const refusal = (kind: ErrorKind) =>
  class extends StoreError {
    constructor(message: string) {
      super(kind, message)
    }
  }

/** An item with this id is already in the group. */
export class DuplicateItemError extends refusal('conflict') {}

/** No item with this id in the group. */
export class ItemNotFoundError extends refusal('notFound') {}

/** A new order for a group that does not list each of its items exactly once; `fields.ids` says how. */
export class InvalidOrderError extends StoreError {
  declare readonly fields: Record<string, string>

  constructor(message: string, fields: Record<string, string>) {
    super('invalid', message, { fields, shown: `${messages.invalidOrder}: ${message}` })
  }
}

/** No recorded change with this id (never made, or dropped from the bounded history). */
export class ChangeNotFoundError extends refusal('notFound') {}

/** A change cannot be undone because a later change to the same item (or order) is in the way. */
export class ChangeConflictError extends refusal('conflict') {}
