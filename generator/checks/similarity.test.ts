import { describe, expect, it } from 'vitest'
import { findSimilarPages, jaccard, mainText, shingles, textSimilarity } from './similarity.ts'

const page = (body: string) =>
  `<html><head><title>T</title><style>.a{}</style></head><body><nav>Menu Home About</nav><main>${body}<script>var x = 1</script></main><footer>Footer text</footer></body></html>`

describe('similarity', () => {
  it('reads only the visible text of <main>', () => {
    expect(mainText(page('<h1>Hello &amp; welcome</h1><p>to the <b>site</b></p>'))).toBe('Hello & welcome to the site')
  })

  it('builds word shingles case-insensitively', () => {
    expect([...shingles('One two Three four five', 4)]).toEqual(['one two three four', 'two three four five'])
    expect([...shingles('Just two', 4)]).toEqual(['just two'])
    expect(shingles('', 4).size).toBe(0)
  })

  it('computes Jaccard similarity', () => {
    expect(jaccard(new Set([1, 2, 3]), new Set([2, 3, 4]))).toBe(0.5)
    expect(jaccard(new Set(), new Set())).toBe(1)
    expect(jaccard(new Set([1]), new Set([2]))).toBe(0)
  })

  it('rates identical text 1 and unrelated text 0', () => {
    const text = 'Bright photos of a lakeside home delivered the next morning for every agent'
    expect(textSimilarity(text, text)).toBe(1)
    expect(textSimilarity(text, 'Completely different words appear in this other sentence about drones')).toBe(0)
  })

  it('flags pages that differ only in the city name and a figure', () => {
    const template = (city: string, n: string) =>
      page(
        `<h1>${city} Real Estate Photography</h1><p>We photograph homes in ${city} with care, light every room and deliver edited photos quickly. Our team has shot ${n} properties across the region, working with agents, brokers and developers who need media that sells listings fast.</p>`,
      )
    const distinct = page(
      '<h1>Hamilton Real Estate Photography</h1><p>Century brick homes in Kirkendall, duplexes near Locke Street and waterfalls on the escarpment each need their own approach, so investors can judge rental potential at a glance.</p>',
    )
    const pairs = findSimilarPages([
      { path: '/a', html: template('Milton', '250+') },
      { path: '/b', html: template('Oakville', '200+') },
      { path: '/c', html: distinct },
    ])
    expect(pairs).toHaveLength(1)
    expect(pairs[0]).toMatchObject({ a: '/a', b: '/b' })
    expect(pairs[0]!.similarity).toBeGreaterThan(0.6)
  })
})
