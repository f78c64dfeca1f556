import type { ZodError } from 'zod'

/**
 * What the store refuses, as its own errors: storage knows nothing of HTTP. The service's error handler
 * (shared/http/errorHandler.ts) maps each kind to a status.
 */
export class StoreError extends Error {
  override name = this.constructor.name
}

/** An item (or a group) the store schema refuses; `fields` names each invalid field. */
export class InvalidItemError extends StoreError {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message)
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

/** An item with this id is already in the group. */
export class DuplicateItemError extends StoreError {}

/** No item with this id in the group. */
export class ItemNotFoundError extends StoreError {}

/** A new order for a group that does not list each of its items exactly once; `fields.ids` says how. */
export class InvalidOrderError extends StoreError {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message)
  }
}

/** No recorded change with this id (never made, or dropped from the bounded history). */
export class ChangeNotFoundError extends StoreError {}

/** A change cannot be undone because a later change to the same item (or order) is in the way. */
export class ChangeConflictError extends StoreError {}
