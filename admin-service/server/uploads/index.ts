/** The uploads feature's public surface: what the service's start and the other features use. */
export { fetchRemoteImage, RemoteImageError } from './fetchRemoteImage.ts'
export { processUpload } from './processUpload.ts'
export { serveUploads } from './serveUploads.ts'
export { requireStoredUploads } from './storedUploads.ts'
export { startUploads } from './startUploads.ts'
export { thumbnailsOf } from './thumbnailsOf.ts'
export { UploadRefusedError } from './uploadErrors.ts'
export { uploadRoutes } from './uploadRoutes.ts'
