/** Words and figures of the home page (spec: Home). Figures come from company.ts. */
import { z } from 'zod'
import { company } from './company.ts'
import { clientLogo, faqEntry, heroImage, statistic } from './schemas/common.ts'
import { defineContent } from './schemas/define.ts'
import { altOf } from './photos.ts'

export const home = defineContent(
  'content/home.ts',
  z.object({
    hero: heroImage.extend({ title: z.string(), subtitle: z.string(), description: z.string() }),
    heroStats: z.array(statistic).length(3),
    about: z.object({
      eyebrow: z.string(),
      title: z.string(),
      paragraphs: z.array(z.string()).min(1),
      image: z.string(),
      imageAlt: z.string(),
    }),
    aboutStats: z.array(statistic).length(4),
    clientLogos: z.array(clientLogo).min(4),
    faq: z.array(faqEntry).length(8),
  }),
  {
    hero: {
      title: 'Toronto Real Estate|Photography & Media',
      subtitle: 'Photography · Video · Drone · 3D Tours',
      description: `Listing media that sells homes faster: shot by specialists, delivered in ${company.delivery}, trusted by ${company.clients.gtaProfessionals} GTA real estate professionals.`,
      image: 'blue-hour.jpg',
      imageAlt: altOf('blue-hour.jpg'),
    },
    heroStats: [
      { number: company.clients.past, label: 'Past Clients' },
      { number: company.experience.years, label: 'Years Experience' },
      { number: company.propertiesShot, label: 'Properties Shot' },
    ],
    about: {
      eyebrow: 'About us',
      title: `${company.experience.years} years of making GTA listings look their best`,
      paragraphs: [
        `Since ${company.experience.foundedYear} we have photographed, filmed and scanned ${company.propertiesShot} properties across the Greater Toronto Area, from downtown condos to country estates.`,
        `Agents, brokers and developers rely on us for one reason: media that arrives on time and makes buyers book a showing. Most shoots take ${company.shootDuration} on site, and the finished files are in your inbox within ${company.delivery}, with rush options when a listing cannot wait.`,
      ],
      image: 'living-room-wood-wall.jpg',
      imageAlt: altOf('living-room-wood-wall.jpg'),
    },
    aboutStats: [
      { number: company.clients.gtaProfessionals, label: 'GTA professionals served' },
      { number: company.propertiesShot, label: 'Properties photographed' },
      { number: company.rating.label, label: 'Average client rating' },
      { number: company.videoFollowers.primary, label: 'Video channel followers' },
    ],
    clientLogos: [
      { name: 'Harbourfront Realty', logo: 'harbourfront-realty.svg' },
      { name: 'Maple Crest Homes', logo: 'maple-crest-homes.svg' },
      { name: 'Lakeview Brokerage', logo: 'lakeview-brokerage.svg' },
      { name: 'Bayside Developments', logo: 'bayside-developments.svg' },
      { name: 'Summit Property Group', logo: 'summit-property-group.svg' },
      { name: 'Union Square Realty', logo: 'union-square-realty.svg' },
    ],
    faq: [
      {
        question: 'How much does real estate photography cost?',
        answer:
          'Packages are priced by property size and the services you combine. A standard condo or townhouse photo package starts lower than a detached home, and bundling photography with video, drone or a 3D tour saves on each service. Contact us with the address and square footage for an exact quote within 2-4 hours.',
      },
      {
        question: 'What is the process from booking to delivery?',
        answer:
          'You book a time, we confirm the details and send a preparation checklist, our photographer shoots the property, and our editors colour-correct and retouch every image. You receive a download link with web and print sizes, ready for MLS and social media.',
      },
      {
        question: 'What do I receive at the end of the shoot?',
        answer:
          'High-resolution edited photos sized for print and MLS, plus any video, aerial or 3D tour files you ordered. Every delivery includes a licence to use the media to market the property.',
      },
      {
        question: 'How fast will I get my photos?',
        answer: `Standard delivery is ${company.delivery} after the shoot. Rush options are available when you need to list sooner, including same-day delivery for photography.`,
      },
      {
        question: 'Who will photograph my property?',
        answer:
          'A staff photographer who specialises in real estate, trained in our lighting and composition standards. Drone work is flown by licensed, insured pilots.',
      },
      {
        question: 'How long does a shoot take?',
        answer: `Plan for ${company.shootDuration} for a typical home with photos and video. A condo with photos only often takes about an hour; large estates and combined packages can take longer.`,
      },
      {
        question: 'How should I prepare the property?',
        answer:
          'We send a preparation guide when you book: declutter counters, open blinds, turn on every light, hide cars from the driveway and put pets and personal items away. A well-prepared home photographs noticeably better.',
      },
      {
        question: 'How far in advance should I book?',
        answer: `Book ${company.leadTime} ahead to secure your preferred time. We often accommodate shorter notice, so call us if your listing date is close.`,
      },
    ],
  },
)
