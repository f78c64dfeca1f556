import { describe, expect, it } from 'vitest'
import { company, serviceAreaCities, serviceRadius } from './company.ts'

/** Each city's centre (its city or town hall), to about a kilometre. */
const centres: Record<(typeof serviceAreaCities)[number]['slug'], [number, number]> = {
  toronto: [43.6534, -79.3841],
  mississauga: [43.589, -79.6441],
  brampton: [43.6858, -79.7599],
  markham: [43.8563, -79.3372],
  vaughan: [43.854, -79.509],
  'richmond-hill': [43.8828, -79.4403],
  burlington: [43.3255, -79.799],
  milton: [43.5183, -79.8774],
  oakville: [43.4675, -79.6877],
  hamilton: [43.2557, -79.8711],
}

/** Great-circle distance in metres (haversine, mean Earth radius). */
function distance([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = Math.PI / 180
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a))
}

describe('the service area', () => {
  const { centre, radiusMetres } = company.serviceArea
  const from = (slug: keyof typeof centres) => distance([centre.latitude, centre.longitude], centres[slug])

  it('takes in every one of the ten cities, Hamilton included', () => {
    const outside = serviceAreaCities.filter((c) => from(c.slug) > radiusMetres - 5_000).map((c) => c.name)
    expect(outside).toEqual([])
    // The spec's 50 km would have left Hamilton out.
    expect(from('hamilton')).toBeGreaterThan(55_000)
  })

  it('is stated in kilometres as the structured data gives it in metres', () => {
    expect(serviceRadius).toBe(`${radiusMetres / 1000} km`)
  })
})
