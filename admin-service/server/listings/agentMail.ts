import type { SendMailOptions } from 'nodemailer'
import { listingUrls } from '../../../content/listings/publication.ts'
import { addressLine, type Agent, type Listing } from '../../../content/listings/store.ts'
import { siteConfig } from '../../../content/site-config.ts'

/**
 * The agent's delivery e-mail: the delivery page's address (where the links, the QR code and the downloads
 * are), and the two links to share. The same Message-ID on every attempt, so a copy sent twice (the service
 * killed between the server's acceptance and its record) is one message to mail clients.
 */
export function agentDeliveryMail(
  listing: Listing,
  agent: Agent,
  options: { from: string; replyTo: string; siteOrigin: string },
): SendMailOptions {
  const place = addressLine(listing.address)
  const urls = listingUrls(listing)
  const at = (path: string) => new URL(path, `${options.siteOrigin}/`).href
  return {
    to: { name: agent.name, address: agent.email },
    from: options.from,
    replyTo: options.replyTo,
    subject: `Your photos and tour of ${place} are ready`,
    messageId: `<listing-${listing.id}-${listing.deliveryToken.slice(0, 8)}-${Date.parse(listing.deliveredAt ?? '') || 0}@northframe.listings>`,
    text: [
      `Hello ${agent.name},`,
      '',
      `The media of ${place} are ready. Everything is on your delivery page:`,
      at(urls.deliveryUrl),
      '',
      'There you can copy the links, print the QR code and download the photos in MLS size and in print size,',
      'as ZIP files or one by one, with the film and the floor plans.',
      '',
      ...(listing.afterSale === 'remove' && listing.status !== 'live' && listing.status !== 'draft'
        ? []
        : [`Property website: ${at(urls.brandedUrl)}`]),
      `Unbranded tour for the MLS: ${at(urls.unbrandedUrl)}`,
      '',
      `Questions: reply to this e-mail, or call ${siteConfig.phone}.`,
      '',
      siteConfig.name,
    ].join('\n'),
  }
}
