import { ServiceError } from '../shared/errors/ServiceError.ts'

/** The review settings sent were not valid: one message per field. */
export class InvalidReviewSettingsError extends ServiceError {
  constructor(fields: Record<string, string>) {
    super('invalid', 'Some review settings are not valid', { fields })
  }
}
