/** Upload limits shared by the service (enforced) and the admin page (shown to the owner). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024

/** A size limit as the owner reads it: `15 MB` for 15 MiB (one decimal when it is not whole). */
export const sizeLabel = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

export const MAX_UPLOAD_LABEL = sizeLabel(MAX_UPLOAD_BYTES)
export const UPLOAD_FORMATS_LABEL = 'JPEG, PNG, WebP, AVIF, GIF or TIFF'
