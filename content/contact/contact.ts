/** /contact: the ways to reach us (no form, as the spec says); details come from site-config.ts. */
import { company } from '../company.ts'
import { defineContent } from '../schemas/define.ts'
import { contactPage } from '../schemas/pages.ts'
import { altOf } from '../photos.ts'

export const contact = defineContent('content/contact/contact.ts', contactPage, {
  hero: {
    title: 'Contact Us',
    subtitle: `We reply within ${company.contactResponse}`,
    description:
      'Quotes, bookings and questions about photography, video, drone and 3D tours anywhere in the Greater Toronto Area.',
    image: 'dock-water.jpg',
    imageAlt: altOf('dock-water.jpg'),
  },
  seo: {
    title: 'Contact Us',
    description: `Contact Northframe Media by e-mail or WhatsApp for real estate photography, video, drone and 3D tour quotes in the GTA. Replies within ${company.contactResponse}.`,
  },
  intro: `Tell us about the property and the date you have in mind. We answer within ${company.contactResponse} during business hours and recommend booking ${company.leadTime} ahead.`,
  emailNote: 'Best for quotes, brokerage accounts and anything with attachments.',
  whatsappNote: 'Best for quick questions, last-minute changes and on-site coordination.',
  locationNote:
    'We are based in Toronto and travel to properties across the GTA. Shoots happen at your property; there is no walk-in studio.',
  beforeYouWrite: [
    'The property address and type (condo, house, estate or commercial)',
    'Approximate size in square feet',
    'The services you are interested in',
    'Your preferred shoot date and your listing date',
  ],
})
