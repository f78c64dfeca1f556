/**
 * The words of the booking pages: /book (the booking island, or the quote form without JavaScript),
 * /book/manage (a booking's manage link) and /book/prepare (the home-preparation checklist every
 * confirmation links to, from the preparation advice of the site's FAQs).
 */
import { z } from 'zod'
import { heroOf } from '../photos.ts'
import { defineContent } from '../schemas/define.ts'
import { pageHero, pageSeo } from '../schemas/pages.ts'

const text = z.string().trim().min(1)
const page = z.object({ hero: pageHero, seo: pageSeo })

export const bookingPages = defineContent(
  'content/booking/pages.ts',
  z.object({
    book: page.extend({ noScript: text, unavailable: text, consent: text }),
    manage: page.extend({ noScript: text }),
    prepare: page.extend({
      intro: text,
      groups: z.array(z.object({ title: text, items: z.array(text).min(1) })).min(1),
    }),
  }),
  {
    book: {
      hero: {
        title: 'Book a Shoot',
        subtitle: 'Pick a real time from our photographers’ calendars',
        ...heroOf('blue-hour.jpg'),
      },
      seo: {
        title: 'Book a Shoot',
        description:
          'Book real estate photography, drone, video or a 3D tour online: choose an open time, see the price where it is set, and get a calendar invitation.',
      },
      noScript:
        'Online booking opens here once the page has loaded. If it does not (JavaScript is off in this browser), send us a quote request below: it works without JavaScript, and we reply with the next open times.',
      unavailable:
        'Online booking is unavailable right now. Send us a quote request instead and we reply with the next open times, or call us.',
      consent:
        'I agree that Northframe Media keeps these details to carry out and invoice this shoot, as the privacy policy says.',
    },
    manage: {
      hero: { title: 'Your Booking', subtitle: 'Reschedule or cancel your shoot', ...heroOf('lake-twilight.jpg') },
      seo: {
        title: 'Manage Your Booking',
        description:
          'See your Northframe Media shoot, move it to another open time or cancel it through the link in your confirmation e-mail.',
      },
      noScript:
        'Managing a booking needs JavaScript, which is off in this browser. Call us or reply to your confirmation e-mail to change it.',
    },
    prepare: {
      hero: {
        title: 'Preparing the Home',
        subtitle: 'A checklist for the day of the shoot',
        ...heroOf('wood-interior.jpg'),
      },
      seo: {
        title: 'How to Prepare a Home for the Shoot',
        description:
          'The Northframe Media checklist for shoot day: declutter, open blinds, turn on every light, make the beds, clear the driveway and put pets and personal items away.',
      },
      intro: 'A well-prepared home photographs noticeably better. Before we arrive:',
      groups: [
        {
          title: 'Inside',
          items: [
            'Declutter counters in the kitchen and bathrooms.',
            'Open every blind and curtain, and turn on every light, lamps included.',
            'Make the beds and straighten the pillows and throws.',
            'Put away personal items, photographs, mail and valuables.',
            'Hide bins, cleaning products and pet bowls.',
          ],
        },
        {
          title: 'Outside',
          items: [
            'Move cars from the driveway and the front of the house.',
            'Put away hoses, toys and garbage bins.',
            'Tidy the patio and open the umbrellas; turn on exterior lights for twilight photographs.',
          ],
        },
        {
          title: 'On the day',
          items: [
            'Put pets somewhere they can stay while we work.',
            'Leave the access details (lockbox, concierge, parking) in your booking notes.',
            'If the owners are at home, let them know when we arrive.',
          ],
        },
      ],
    },
  },
)
