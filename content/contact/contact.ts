/**
 * /contact: the quote request form (decisions.md: the site adds one), then the ways to reach us, whose
 * details come from site-config.ts; and /contact/thanks, where the form lands without JavaScript.
 */
import { company } from '../company.ts'
import { defineContent } from '../schemas/define.ts'
import { contactPage } from '../schemas/pages.ts'
import { heroOf } from '../photos.ts'

export const contact = defineContent('content/contact/contact.ts', contactPage, {
  hero: {
    title: 'Contact Us',
    subtitle: `We reply within ${company.contactResponse}`,
    description:
      'Quotes, bookings and questions about photography, video, drone and 3D tours anywhere in the Greater Toronto Area.',
    ...heroOf('dock-water.jpg'),
  },
  seo: {
    title: 'Contact Us',
    description: `Request a quote online, or contact Northframe Media by e-mail or WhatsApp, for real estate photography, video, drone and 3D tours in the GTA.`,
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
  quote: {
    eyebrow: 'Request a quote',
    title: 'Tell Us About the Property',
    intro: `Send the details below and we reply within ${company.contactResponse} during business hours with a price and the next open dates. Nothing is booked until you confirm.`,
    // The form adds a link to the privacy policy after it: "... as described in our privacy policy."
    consent: 'I agree that Northframe Media keeps this request to answer it, as described in our',
    submit: 'Send Request',
    successTitle: 'Thank you, your request is in',
    successText: `We reply within ${company.contactResponse} during business hours (${company.hours.label}). For anything urgent, message us on WhatsApp.`,
    reply: `We reply within ${company.contactResponse} during business hours.`,
  },
  thanks: {
    hero: {
      title: 'Thank You',
      subtitle: 'Your quote request is in',
      ...heroOf('dock-water.jpg'),
    },
    seo: {
      title: 'Request Received',
      description: `Your quote request reached Northframe Media. We reply within ${company.contactResponse} during business hours with a price and the next open dates.`,
    },
    text: `We have your request and reply within ${company.contactResponse} during business hours (${company.hours.label}). If something changes in the meantime, reply to our e-mail or message us on WhatsApp.`,
  },
})
