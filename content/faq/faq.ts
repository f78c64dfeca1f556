/** /faq: eighteen questions in six categories; several may be open at once (spec: Other public pages). */
import { company, figures, serviceAreaCities, serviceRadius } from '../company.ts'
import { defineContent } from '../schemas/define.ts'
import { faqPage } from '../schemas/pages.ts'
import { altOf } from '../photos.ts'

const { photography, video, drone, matterport } = figures.services
/** "Mississauga, Brampton, ... Oakville and Hamilton". */
const citiesBeyondToronto = serviceAreaCities
  .slice(1)
  .map((c) => c.name)
  .join(', ')
  .replace(/, (?=[^,]+$)/, ' and ')

export const faq = defineContent('content/faq/faq.ts', faqPage, {
  hero: {
    title: 'Frequently Asked Questions',
    subtitle: 'Answers Before You Book',
    description: 'Everything agents and sellers usually ask about our photography, video, drone and 3D tour services.',
    image: 'forest-path.jpg',
    imageAlt: altOf('forest-path.jpg'),
  },
  seo: {
    title: 'Frequently Asked Questions',
    description: `Answers about booking, turnaround (${company.delivery}), photography, video, drone, Matterport 3D tours and pricing for GTA real estate media.`,
  },
  intro: `Open as many questions as you like. If your question is not here, contact us and we will answer within ${company.contactResponse}.`,
  questions: [
    {
      category: 'General',
      question: 'Which areas do you serve?',
      answer: `We cover the Greater Toronto Area within ${serviceRadius} of downtown Toronto, including ${citiesBeyondToronto}. Properties further out can be booked with a travel fee.`,
    },
    {
      category: 'General',
      question: 'How far in advance should I book?',
      answer: `We recommend booking ${company.leadTime} ahead. Same-week slots are often available, and we keep a few rush slots open for urgent listings.`,
    },
    {
      category: 'General',
      question: 'How quickly will I receive my media?',
      answer: `Most photography is delivered within ${company.delivery}. Video, 3D tours and larger projects have their own timelines, listed below. Rush delivery is available for an additional fee.`,
    },
    {
      category: 'Photography',
      question: 'How many photos will I receive?',
      answer:
        'A standard package includes 25-40 edited photos. Homes under 3,000 sq ft usually receive 25-35 images and larger homes 35-50 or more.',
    },
    {
      category: 'Photography',
      question: 'How long does a photo shoot take?',
      answer: `Homes under 2,500 sq ft usually take ${photography.shoot}. Larger homes and packages that add video or a 3D tour take ${company.shootDuration}.`,
    },
    {
      category: 'Photography',
      question: 'How should the property be prepared?',
      answer:
        'Declutter counters, open blinds, turn on every light, make the beds, hide bins and personal items, and move cars from the driveway. We send a full preparation checklist when you book.',
    },
    {
      category: 'Video',
      question: 'How long are your listing videos?',
      answer: `Condo videos usually run ${video.length.condoTour} and larger homes ${video.length.largerHome}, which matches how long buyers actually watch. We also cut a short vertical version for social media.`,
    },
    {
      category: 'Video',
      question: 'How quickly is video delivered?',
      answer: `Listing videos are delivered within ${video.turnaround.listingTour}. A rush edit within ${video.turnaround.rush} is available. Longer productions take ${video.turnaround.cinematic}, or ${video.turnaround.expedited} expedited, and include two rounds of revisions.`,
    },
    {
      category: 'Video',
      question: 'Can the agent appear in the video?',
      answer:
        'Yes. We can film an on-camera introduction or walkthrough with you, with simple direction and a lapel microphone for clear sound.',
    },
    {
      category: 'Drone',
      question: 'Are your drone pilots certified?',
      answer: `Yes. Every flight is made by an insured pilot holding a ${company.droneCertification}, with the airspace authorisations needed near airports and in controlled areas.`,
    },
    {
      category: 'Drone',
      question: 'What happens if the weather is bad?',
      answer: `We fly only when winds are under ${drone.maxWind} and there is no precipitation. If conditions are unsafe we reschedule the aerial portion at no charge.`,
    },
    {
      category: 'Drone',
      question: 'When will I receive drone photos and video?',
      answer: `A drone session takes ${drone.onSite} on site, and edited aerial photos and video are delivered within ${drone.turnaround.standard}.`,
    },
    {
      category: 'Matterport',
      question: 'How long does a 3D scan take?',
      answer: `Scanning takes ${matterport.scan.condo} for most condos and ${matterport.scan.largerHome} for larger homes. The finished tour is processed and delivered within ${matterport.turnaround.processing}.`,
    },
    {
      category: 'Matterport',
      question: 'How long is the 3D tour hosted?',
      answer: `Hosting is included for ${matterport.hosting}. You can extend it for ${matterport.hostingExtensions}, which is useful for rentals and developments.`,
    },
    {
      category: 'Matterport',
      question: 'Can I get a floor plan with the 3D tour?',
      answer:
        'Yes. Schematic floor plans with room dimensions can be produced from the same scan, so there is no second visit.',
    },
    {
      category: 'Pricing',
      question: 'How is pricing calculated?',
      answer:
        'Pricing depends on the property size and the services you choose. Bundles of photography, video, drone and 3D tour cost less than booking each service separately. Contact us for a quote.',
    },
    {
      category: 'Pricing',
      question: 'Which payment methods do you accept?',
      answer: `${company.payment}. Payment is due on delivery unless your brokerage has an account with us.`,
    },
    {
      category: 'Pricing',
      question: 'Who owns the photos and videos?',
      answer:
        'We keep the copyright and grant you a non-exclusive, royalty-free licence to market the property once the invoice is paid in full. The full terms are on our Licensing Terms page.',
    },
  ],
})
