import { ServiceError, type ErrorKind } from '../shared/errors/ServiceError.ts'

/** An image the upload pipeline refuses (not an image, unreadable, too many pixels), as its own error. */
export class UploadRefusedError extends ServiceError {
  constructor(kind: Extract<ErrorKind, 'invalid' | 'tooLarge' | 'unsupported'>, message: string) {
    super(kind, message)
  }
}
