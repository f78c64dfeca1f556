/**
 * The ten service-area cities, in the order the spec lists them. Plain data without a schema, so the
 * browser can import it (the quote form's area list) without the zod build of the content modules.
 */
export const serviceAreaCities = [
  { slug: 'toronto', name: 'Toronto' },
  { slug: 'mississauga', name: 'Mississauga' },
  { slug: 'brampton', name: 'Brampton' },
  { slug: 'markham', name: 'Markham' },
  { slug: 'vaughan', name: 'Vaughan' },
  { slug: 'richmond-hill', name: 'Richmond Hill' },
  { slug: 'burlington', name: 'Burlington' },
  { slug: 'milton', name: 'Milton' },
  { slug: 'oakville', name: 'Oakville' },
  { slug: 'hamilton', name: 'Hamilton' },
] as const
