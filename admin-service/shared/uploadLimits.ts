/** Upload limits shared by the service (enforced) and the admin page (shown to the owner). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024
export const MAX_UPLOAD_LABEL = '15 MB'
export const UPLOAD_FORMATS_LABEL = 'JPEG, PNG, WebP, AVIF, GIF or TIFF'
