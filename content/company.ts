/**
 * Every company figure the spec states (sections 1 and 9), in one place. Where the spec gives two
 * readings of a claim, both are named here and each page uses the one the spec names for it.
 */
import { z } from 'zod'
import { defineContent } from './schemas/define.ts'

const claim = z.string().min(1)

export const company = defineContent(
  'content/company.ts',
  z.object({
    rating: z.object({
      value: z.number().min(0).max(5),
      best: z.literal(5),
      label: claim,
      reviewCount: z.number().int().positive(),
    }),
    clients: z.object({ past: claim, gtaProfessionals: claim, reviewsPage: claim }),
    experience: z.object({ years: claim, foundedYear: z.number().int() }),
    propertiesShot: claim,
    videoFollowers: z.object({ primary: claim, secondary: claim }),
    delivery: claim,
    contactResponse: claim,
    leadTime: claim,
    shootDuration: claim,
    hours: z.object({
      label: claim,
      weekend: claim,
      opens: z.string().regex(/^\d\d:\d\d$/),
      closes: z.string().regex(/^\d\d:\d\d$/),
      days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])),
      timezoneNote: claim,
    }),
    serviceArea: z.object({ radiusMetres: z.number().positive(), statedArea: claim }),
    payment: claim,
    licence: claim,
  }),
  {
    rating: { value: 4.9, best: 5, label: '4.9/5', reviewCount: 127 },
    clients: { past: '800+', gtaProfessionals: '700+', reviewsPage: '127+' },
    experience: { years: '17+', foundedYear: 2007 },
    propertiesShot: '5000+',
    // The spec shows 49K+ on one page (home) and 48K+ on the others.
    videoFollowers: { primary: '49K+', secondary: '48K+' },
    delivery: '24-48 hours',
    contactResponse: '2-4 hours',
    leadTime: '48-72 hours',
    shootDuration: '2-3 hours',
    hours: {
      label: 'Mon-Fri 9AM-6PM',
      weekend: 'Weekends by appointment',
      opens: '09:00',
      closes: '18:00',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      timezoneNote: 'Eastern Time (EST/EDT)',
    },
    serviceArea: { radiusMetres: 50000, statedArea: 'Toronto, Ontario, Canada' },
    payment: 'E-transfer, credit card or invoice; net 30 terms for volume clients',
    licence: 'Non-exclusive, royalty-free after full payment, perpetual for the property',
  },
)

export { serviceAreaCities } from './service-area-cities.ts'
