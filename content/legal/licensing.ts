/** /licensing-terms: the ten-section image and video licensing agreement (spec section 9: licence). */
import { company, figures } from '../company.ts'
import { siteConfig } from '../site-config.ts'
import { defineContent } from '../schemas/define.ts'
import { legalDocument } from '../schemas/pages.ts'
import { altOf } from '../photos.ts'

export const licensingTerms = defineContent(
  'content/legal/licensing.ts',
  legalDocument.extend({ sections: legalDocument.shape.sections.length(10) }),
  {
    hero: {
      title: 'Image & Video Licensing Terms',
      subtitle: 'Licensing Agreement',
      image: 'lake-boats-dusk.jpg',
      imageAlt: altOf('lake-boats-dusk.jpg'),
    },
    seo: {
      title: 'Image & Video Licensing Terms',
      description:
        'How you may use the photographs, video, aerial footage and 3D tours Northframe Media creates for your property: licence scope, restrictions and credits.',
    },
    lastUpdated: 'January 2024',
    intro: [
      `This Image and Video Licensing Agreement ("Agreement") sets out the terms on which ${siteConfig.legalName} ("Northframe Media", "we", "us") licenses the photographs, video, aerial imagery, 3D tours, floor plans and other media it creates ("Media") to the client who commissions them ("you").`,
      'By booking a service, accepting delivery of Media or paying our invoice, you agree to this Agreement.',
    ],
    sections: [
      {
        heading: 'Copyright and Ownership',
        paragraphs: [
          'Northframe Media owns the copyright and all other intellectual property rights in the Media, including raw files, edited files and project files. Nothing in this Agreement transfers ownership of the Media to you.',
          'Ownership of a property does not include ownership of photographs or video of that property.',
        ],
      },
      {
        heading: 'Grant of Licence',
        paragraphs: [
          `Once our invoice is paid in full, we grant you a non-exclusive, royalty-free licence to use the Media to market, lease or sell the property shown ("Licensed Property"). The licence is perpetual for the Licensed Property.`,
          'Until payment is received in full, no licence is granted and the Media may not be published.',
        ],
      },
      {
        heading: 'Permitted Uses',
        paragraphs: ['Under the licence you may use the Media, in connection with the Licensed Property, in:'],
        list: [
          'MLS® and real estate listing services, brokerage websites and property websites',
          'print marketing such as feature sheets, brochures, flyers, signs and magazine advertisements',
          'social media posts, e-mail campaigns and online advertising',
          'your own portfolio, to show transactions you have completed, while you remain the listing or selling agent of record',
        ],
      },
      {
        heading: 'Restrictions',
        paragraphs: ['Unless we agree otherwise in writing, you may not:'],
        list: [
          'sell, sublicense, transfer or give the Media to a third party, including another agent, a builder, a stager or a publisher, for their own use',
          'use the Media to market a different property or for purposes unrelated to the Licensed Property',
          'enter the Media in contests or submit it to stock image libraries',
          'alter the Media in a way that misrepresents the property, such as removing permanent features or adding features that do not exist',
        ],
      },
      {
        heading: 'Third-Party Use',
        paragraphs: [
          'Homeowners, builders, architects, designers, stagers and other parties who wish to use the Media must obtain their own licence from us. We offer such licences at reasonable rates and will not unreasonably refuse one.',
          'Listing platforms and syndication services that display the Media as part of a listing you publish are covered by your licence for as long as the listing is active.',
        ],
      },
      {
        heading: 'Credit and Attribution',
        paragraphs: [
          'Credit is not required on listing services. In editorial, award and magazine use we ask that the Media be credited "Photo: Northframe Media" or "Video: Northframe Media".',
          'We may use the Media in our own portfolio, website and marketing, without showing the street address or any personal information of the occupants.',
        ],
      },
      {
        heading: 'Virtual Staging and Edited Images',
        paragraphs: [
          'Images that are virtually staged, digitally altered or partly generated with AI tools must be identified as such wherever they are published, as required by the advertising rules that apply to Ontario real estate professionals. We label these files when we deliver them.',
          'You are responsible for showing the unaltered image alongside a staged image where an advertising rule or a board requires it.',
        ],
      },
      {
        heading: 'Delivery, Storage and Hosting',
        paragraphs: [
          `Media is delivered electronically, usually within ${company.delivery}. We keep delivered files for at least ${figures.policies.filesKept} and can resend them on request during that period.`,
          `Matterport 3D tours are hosted for ${figures.services.matterport.hosting} from delivery. Hosting may be extended for ${figures.services.matterport.hostingExtensions}; when hosting ends, links to the tour stop working.`,
        ],
      },
      {
        heading: 'Payment, Termination and Breach',
        paragraphs: [
          `${company.payment}. If an invoice is not paid when due, or if the Media is used outside this Agreement, the licence ends automatically and all use of the Media must stop.`,
          'Unauthorised use may be invoiced at our standard commercial licensing rates, in addition to any other remedy available to us at law.',
        ],
      },
      {
        heading: 'Governing Law and Contact',
        paragraphs: [
          'This Agreement is governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The courts of Ontario sitting in Toronto have exclusive jurisdiction over any dispute about it.',
          `Licensing questions, third-party licence requests and permission requests can be sent to ${siteConfig.email}. We answer ${company.hours.label.replace('AM', ' a.m.').replace('PM', ' p.m.')} EST, and reply within ${company.contactResponse}.`,
        ],
      },
    ],
  },
)
