/** /about: who we are, mission and vision, founder, values, timeline and statistics (spec: About). */
import { company, figures } from '../company.ts'
import { defineContent } from '../schemas/define.ts'
import { aboutPage } from '../schemas/pages.ts'
import { altOf } from '../photos.ts'

const { history } = figures

export const about = defineContent('content/about/about.ts', aboutPage, {
  hero: {
    title: 'About Northframe Media',
    subtitle: `Since ${company.experience.foundedYear}`,
    description:
      'A Toronto team of photographers, filmmakers, drone pilots and 3D specialists who help properties sell faster.',
    image: 'wood-interior.jpg',
    imageAlt: altOf('wood-interior.jpg'),
  },
  seo: {
    title: `About Us: Toronto Real Estate Media Since ${history.founded}`,
    description: `Meet the Toronto team behind ${company.propertiesShot} property shoots: ${company.experience.years} years of real estate photography, video, drone and 3D tours across the GTA.`,
  },
  whoWeAre: {
    title: 'Who We Are',
    paragraphs: [
      `Northframe Media is a Toronto real estate media company. For ${company.experience.years} years we have photographed, filmed and mapped homes, condominiums, estates and commercial space for agents, brokerages, developers and property marketers across the Greater Toronto Area.`,
      `We have shot ${company.propertiesShot} properties and worked with ${company.clients.past} past clients. Most shoots are booked ${company.leadTime} ahead and delivered within ${company.delivery}, with rush options when a listing cannot wait.`,
      'Everything is done in-house: photography, cinematic video, licensed drone work, Matterport 3D tours, editing, property websites and branded apparel. One team, one invoice and one consistent look across every channel a listing appears on.',
    ],
    image: { src: 'facade-curves.jpg', alt: altOf('facade-curves.jpg') },
  },
  mission:
    'To give every listing, from a first-time seller’s condo to a lakefront estate, media that is accurate, beautiful and delivered on time, so our clients can market with confidence.',
  vision:
    'To be the most trusted media partner for real estate professionals in the Greater Toronto Area, known for consistent quality, honest advice and technology that actually helps properties sell.',
  founder: {
    person: 'daniel-marchetti',
    paragraphs: [
      `Daniel started Northframe Media in ${company.experience.foundedYear} with one camera, a borrowed wide-angle lens and a handful of agents in midtown Toronto who wanted their listings to look as good online as they did in person.`,
      'He still shoots every week. He trains each new photographer personally, reviews the edit standards every season, and is usually the one answering the phone when a developer needs a construction site documented from the air on short notice.',
    ],
  },
  values: [
    {
      title: 'Quality on Every Shoot',
      description:
        'The same lighting, composition and editing standard for a one-bedroom rental as for a luxury estate.',
      icon: 'award',
    },
    {
      title: 'Reliability',
      description: `We arrive on time, deliver within ${company.delivery} and answer messages within ${company.contactResponse}.`,
      icon: 'clock',
    },
    {
      title: 'Honest Advice',
      description: 'We tell you which services a listing needs and which it does not, even when the answer is fewer.',
      icon: 'chat-dots',
    },
    {
      title: 'Useful Innovation',
      description: 'Drones, 3D tours and AI tools are adopted when they help properties sell, never as gimmicks.',
      icon: 'lightbulb',
    },
  ],
  timeline: [
    {
      year: String(history.founded),
      title: 'Northframe Media Founded',
      description: 'Started as a one-person photography studio serving independent agents in midtown Toronto.',
    },
    {
      year: String(history.dronePermit),
      title: 'Drone Permit Granted',
      description:
        'Among the first media companies in the GTA to fly commercially with a federal permit, adding aerial photography and video.',
    },
    {
      year: String(history.tours3d),
      title: '3D Virtual Tours',
      description:
        'Introduced Matterport 3D tours and floor plans, letting buyers walk through a home before booking a showing.',
    },
    {
      year: String(history.aiEditing),
      title: 'AI-Assisted Editing',
      description: `Added AI-assisted editing to speed up delivery without lowering quality; AI virtual staging followed in ${history.aiStagingLaunched}.`,
    },
    {
      year: String(history.awards.companyOfTheYear),
      title: 'Industry Award',
      description: 'Recognised as Real Estate Media Company of the Year at the GTA Real Estate Marketing Awards.',
    },
  ],
  stats: [
    {
      number: company.experience.years,
      label: 'Years of Experience',
      description: `Serving the GTA since ${company.experience.foundedYear}`,
    },
    {
      number: company.propertiesShot,
      label: 'Properties Shot',
      description: 'Condos, homes, estates and commercial space',
    },
    { number: company.clients.past, label: 'Happy Clients', description: 'Agents, brokerages and developers' },
    {
      number: company.rating.label,
      label: 'Average Rating',
      description: 'On our maps listing',
    },
  ],
})
