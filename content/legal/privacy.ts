/** /privacy: privacy policy of an Ontario business under PIPEDA. */
import { figures } from '../figures.ts'
import { siteConfig } from '../site-config.ts'
import { defineContent } from '../schemas/define.ts'
import { legalDocument } from '../schemas/pages.ts'
import { altOf } from '../photos.ts'

export const privacyPolicy = defineContent('content/legal/privacy.ts', legalDocument, {
  hero: {
    title: 'Privacy Policy',
    subtitle: 'Your Information',
    image: 'forest-creek.jpg',
    imageAlt: altOf('forest-creek.jpg'),
  },
  seo: {
    title: 'Privacy Policy',
    description:
      'How Northframe Media collects, uses, protects and shares personal information, in line with PIPEDA and the laws of Ontario.',
  },
  lastUpdated: 'November 2026',
  intro: [
    `${siteConfig.legalName} ("Northframe Media", "we", "us") respects your privacy. This policy explains what personal information we collect when you visit our website or use our services, why we collect it, and the choices you have.`,
    'We handle personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and its ten fair information principles.',
  ],
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: ['We collect only the information we need to provide our services:'],
      list: [
        'contact details you give us, such as your name, e-mail address, phone number and brokerage',
        'booking details, such as property addresses, access instructions and shoot dates',
        'billing information needed to issue invoices and record payments (card payments are handled by our payment processor; we do not store card numbers)',
        'messages you send us by e-mail or WhatsApp',
        'aggregate website usage, such as pages viewed and page speed, if analytics is enabled',
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: ['We use personal information to:'],
      list: [
        'answer enquiries, prepare quotes and schedule shoots',
        'carry out and deliver the services you book, and send invoices',
        'send service messages, such as booking confirmations and delivery links',
        'send our newsletter, only if you have asked to receive it',
        'meet our legal, tax and accounting obligations',
      ],
    },
    {
      heading: 'Quote Requests Sent Through Our Website',
      paragraphs: [
        'When you send the quote request form on our contact page, we collect what you enter in it: your name, e-mail address, phone number (optional), the services you are interested in, the area and approximate size of the property, your preferred date and your message, with the time you sent it and your agreement to this policy. We do not store your IP address with it; it is held briefly in memory only to limit abuse of the form.',
        'We use your request only to answer you, prepare a quote and arrange the work you ask about. We may send you one e-mail confirming that we received it. We do not use it for marketing.',
        `Requests are kept on the server that runs our website's administration, where only we can read them after signing in, and a copy is e-mailed to our business mailbox. They are deleted automatically after at most ${figures.policies.quoteRequestRetention}, and messages caught by our spam checks after ${figures.policies.spamRetention}. You can ask us to delete your request sooner at any time, and we will.`,
      ],
    },
    {
      heading: 'Bookings Made Through Our Website',
      paragraphs: [
        'When you book a shoot on our booking page, we keep what you enter: your name, e-mail address and phone number, the property’s address, postal code and approximate size, your access notes, the services and time you chose, with the time you booked and your agreement to this policy. While you choose, the time is held for you for a few minutes together with a short-lived note of your connection’s address, which limits how many times one connection can hold; it is deleted when the hold ends.',
        'We use your booking to carry out and invoice the shoot: our photographer receives the address, time and access notes, and you receive a confirmation, a calendar invitation and a reminder by e-mail. Through the link in your confirmation you can reschedule or cancel until the cut-off.',
        `Bookings are kept on the server that runs our website's administration, where only we can read them after signing in, and are deleted automatically ${figures.policies.bookingRetention} after the shoot; invoices are kept as business records as described below. You can ask us to delete a booking sooner, and we will unless the shoot still has to be delivered or paid.`,
      ],
    },
    {
      heading: 'Consent',
      paragraphs: [
        'We collect, use and disclose personal information with your consent, which may be express or implied by your request for a service. You may withdraw consent at any time, subject to legal or contractual restrictions; withdrawing consent may mean we cannot provide a service.',
        'Commercial electronic messages are sent in accordance with Canada’s Anti-Spam Legislation (CASL). Every newsletter includes a way to unsubscribe.',
      ],
    },
    {
      heading: 'Photographs of Properties',
      paragraphs: [
        'Our photographs and videos show properties, not people. We ask occupants to remove personal items such as family photos, mail and documents before a shoot, and we edit out licence plates, house numbers on request and any personal information that appears by accident.',
        'Aerial work is planned to avoid capturing identifiable people on neighbouring properties.',
      ],
    },
    {
      heading: 'Sharing of Information',
      paragraphs: [
        'We do not sell or rent personal information. We share it only with service providers who help us operate, such as e-mail, file delivery, accounting and payment providers, under agreements that require them to protect it, or when the law requires us to.',
        'Some of our service providers store data outside Canada, including in the United States, where it may be accessible to authorities under local law.',
      ],
    },
    {
      heading: 'Cookies and Analytics',
      paragraphs: [
        'Our website does not use advertising cookies. If analytics is enabled, we collect aggregate information about page views and performance to improve the site. You can block cookies in your browser settings without losing access to any page.',
      ],
    },
    {
      heading: 'Retention and Security',
      paragraphs: [
        'We keep personal information only as long as needed for the purposes above, and business records for the period Canadian tax law requires. We protect it with access controls, encrypted connections and secure storage appropriate to its sensitivity.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        `You may ask to see the personal information we hold about you, ask us to correct it, or withdraw consent to its use. We respond to written requests within ${figures.policies.privacyRequests}.`,
        'If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner of Canada.',
      ],
    },
    {
      heading: 'Contact Our Privacy Officer',
      paragraphs: [
        `Questions, requests and complaints about privacy can be sent to our privacy officer at ${siteConfig.email}, or by mail to ${siteConfig.legalName}, ${siteConfig.city}, ${siteConfig.region}, ${siteConfig.country}.`,
        'We may update this policy from time to time. The date at the top shows when it last changed.',
      ],
    },
  ],
})
