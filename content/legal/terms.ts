/** /terms: terms of service of an Ontario business. */
import { company, figures } from '../company.ts'
import { siteConfig } from '../site-config.ts'
import { defineContent } from '../schemas/define.ts'
import { legalDocument } from '../schemas/pages.ts'
import { altOf } from '../photos.ts'
import { depositRule } from '../payments/depositRule.ts'

const { policies } = figures

export const termsOfService = defineContent('content/legal/terms.ts', legalDocument, {
  hero: {
    title: 'Terms of Service',
    subtitle: 'Booking and Website Terms',
    image: 'mountain-meadow.jpg',
    imageAlt: altOf('mountain-meadow.jpg'),
  },
  seo: {
    title: 'Terms of Service',
    description:
      'The terms that apply to booking Northframe Media services and using our website: bookings, cancellations, payment, delivery, liability and Ontario law.',
  },
  lastUpdated: 'January 2024',
  intro: [
    `These Terms of Service ("Terms") apply to every service booked with ${siteConfig.legalName} ("Northframe Media", "we", "us") and to the use of this website. By booking a service or using the site you agree to them.`,
  ],
  sections: [
    {
      heading: 'Services',
      paragraphs: [
        'We provide real estate photography, video production, aerial imaging, 3D virtual tours, floor plans, editing, website design, brand apparel and AI-assisted services as described in your quote or booking confirmation. Package contents and prices are those stated in the quote you accept.',
      ],
    },
    {
      heading: 'Bookings and Access',
      paragraphs: [
        `We recommend booking ${company.leadTime} ahead. You are responsible for arranging access to the property at the booked time, for obtaining the owner’s and any occupant’s permission for the shoot, and for preparing the property. A shoot typically takes ${company.shootDuration}.`,
      ],
    },
    {
      heading: 'Cancellations and Rescheduling',
      paragraphs: [
        `You may cancel or reschedule free of charge up to ${policies.freeCancellation} before the booked time. Later cancellations, or a visit where we cannot access the property or it is not ready, may be charged a fee of up to ${policies.lateCancellationFee} of the booked services.`,
        `Where a deposit is asked when you book online: ${depositRule}`,
        'Aerial and exterior work may be rescheduled by us for unsafe weather at no cost to you.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        `${company.payment}. Prices are in Canadian dollars and exclude HST, which is added to every invoice. Overdue balances may be charged interest of ${policies.interestPerMonth} per month (${policies.interestPerYear} per year).`,
      ],
    },
    {
      heading: 'Delivery',
      paragraphs: [
        `Photography is usually delivered within ${company.delivery}; other services follow the timelines in your quote. Delivery times are estimates, not guarantees, except where a rush service is purchased. Reasonable revision requests made within ${policies.revisionRequests} of delivery are included.`,
      ],
    },
    {
      heading: 'Licence to Use Media',
      paragraphs: [
        'Your use of the photographs, videos and tours we create is governed by our Image & Video Licensing Terms, which form part of these Terms.',
      ],
    },
    {
      heading: 'Website Use',
      paragraphs: [
        'The content of this website, including text, images and video, is owned by us or our licensors and may not be copied or reused without permission. You agree not to interfere with the site’s operation or attempt to access areas not intended for the public.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, our total liability for any claim related to a service is limited to the amount paid for that service. We are not liable for indirect or consequential losses, such as a delayed sale or lost commission.',
        'Nothing in these Terms limits rights that cannot be limited under the Ontario Consumer Protection Act, 2002.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These Terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. Disputes will be heard by the courts of Ontario sitting in Toronto.',
      ],
    },
    {
      heading: 'Changes and Contact',
      paragraphs: [
        `We may update these Terms; the version in force when you book applies to that booking. Questions about these Terms can be sent to ${siteConfig.email}.`,
      ],
    },
  ],
})
