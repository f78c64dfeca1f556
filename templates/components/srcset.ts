/**
 * A srcset with each width once. A photo narrower than a requested width is not enlarged: imagetools
 * gives the original width again (the 800 px property photos come back as 800w for 960, 1440 and 1920),
 * and a srcset that names one width twice is invalid HTML.
 */
export function uniqueWidths(srcset: string): string {
  const seen = new Set<string>()
  return srcset
    .split(/,\s*/)
    .filter((candidate) => {
      const width = candidate.trim().split(/\s+/)[1] ?? ''
      return !seen.has(width) && seen.add(width)
    })
    .join(', ')
}

/** The address of a srcset's candidate closest to `width` pixels (a `<video poster>` takes one address). */
export function candidateNear(srcset: string, width: number): string | undefined {
  const candidates = srcset
    .split(/,\s*/)
    .map((c) => {
      const [url = '', w = '0'] = c.trim().split(/\s+/)
      return { url, width: parseInt(w) }
    })
    .filter((c) => c.url)
  return candidates.sort((a, b) => Math.abs(a.width - width) - Math.abs(b.width - width))[0]?.url
}
