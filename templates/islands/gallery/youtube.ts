/** Privacy-enhanced YouTube player URL for a video id, autoplaying (spec: Lightbox renders video). */
export function youtubeEmbedSrc(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`
}
