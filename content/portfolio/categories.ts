/** The eight portfolio pages: card on /portfolio, hero, intro, empty state and closing call to action. */
import { z } from 'zod'
import { company, figures } from '../company.ts'
import { beforeNoun, editingPlanTurnarounds } from '../figures.ts'
import { defineContent } from '../schemas/define.ts'
import { portfolioCategory } from './schema.ts'
import { quoteHref } from '../leads/quoteHref.ts'
import { sampleFilm } from '../films/sampleFilm.ts'
import { altOf, heroOf } from '../photos.ts'
import type { ServiceKey } from '../services-catalog.ts'

const contact = (service: ServiceKey, text = 'Get a Quote') => ({
  text,
  href: quoteHref({ service }),
  variant: 'primary' as const,
})
const service = (text: string, href: string) => ({ text, href, variant: 'secondary' as const })
const { drone, editing, matterport, video } = figures.services

export const portfolioCategories = defineContent(
  'content/portfolio/categories.ts',
  z.array(portfolioCategory).length(8),
  [
    {
      slug: 'photography',
      title: 'Photography',
      color: '#1f6feb',
      icon: 'camera',
      summary: 'Bright, true-to-life interiors, twilight exteriors and lifestyle frames that stop the scroll.',
      subject: 'interior',
      image: 'living-room-corner-windows.jpg',
      imageAlt: altOf('living-room-corner-windows.jpg'),
      hero: {
        ...heroOf('mountain-meadow.jpg'),
        title: 'Photography Portfolio',
        subtitle: 'Real estate photography',
        description: `Listings across the GTA, shot with flash-ambient blends and delivered edited within ${company.delivery}.`,
      },
      intro:
        'Every frame is composed at eye level with straight verticals, then blended so windows, walls and wood read the way buyers will see them in person.',
      emptyText: 'New photography is being edited right now. Check back soon, or ask us for recent samples.',
      cta: {
        title: 'Ready for photos that sell?',
        text: 'Tell us about the property and we will send a quote and the next open shoot dates.',
        actions: [contact('photography', 'Book a Photoshoot')],
      },
    },
    {
      slug: 'video',
      title: 'Video Production',
      color: '#d63384',
      icon: 'camera-video',
      summary: 'Cinematic listing films, agent introductions and social reels cut for every platform.',
      subject: 'film',
      image: sampleFilm.poster,
      imageAlt: altOf(sampleFilm.poster),
      hero: {
        ...heroOf('lake-twilight.jpg'),
        title: 'Video Portfolio',
        subtitle: 'Listing films and reels',
        description: 'Gimbal walkthroughs, drone reveals and vertical cuts that keep buyers watching to the end.',
      },
      intro:
        'Press play on the sample film: a slideshow made from this site’s sample photographs of several homes, standing in for the client films we do not publish here.',
      emptyText: 'Our latest films are still in the edit suite. Check back soon, or ask us for a showreel.',
      cta: {
        title: 'Start your video project',
        text: `From a ${beforeNoun(video.length.reel)} reel to a full property film, we will plan the shot list with you.`,
        actions: [contact('video', 'Start Your Video Project'), service('Video Services', '/services/video')],
      },
    },
    {
      slug: 'drone',
      title: 'Drone Imagery',
      color: '#0d9488',
      icon: 'airplane',
      summary: 'Licensed aerial stills and video that show the lot, the shoreline and the neighbourhood.',
      subject: 'aerial',
      hero: {
        ...heroOf('sunset-ridge.jpg'),
        title: 'Drone Portfolio',
        subtitle: 'Aerial photography and video',
        description: `Flown by pilots holding a ${company.droneCertification}, with the airspace approvals handled for you.`,
      },
      intro: 'Context sells land, waterfront and estates. These aerials show what a ground camera cannot.',
      emptyText:
        'This site has no aerial photograph to show yet, and a ground-level picture is no aerial. Ask us for recent flights near you.',
      cta: {
        title: 'Book a drone shoot',
        text: `We check the airspace, plan the flight and deliver edited aerials in ${drone.turnaround.standard}.`,
        actions: [contact('drone'), service('Drone Services', '/services/drone')],
      },
    },
    {
      slug: 'matterport',
      title: 'Matterport 3D',
      color: '#7c3aed',
      icon: 'badge-3d',
      summary: 'Immersive 3D tours with dollhouse views and measurements, for buyers who cannot visit yet.',
      subject: 'tour',
      hero: {
        ...heroOf('wood-interior.jpg'),
        title: 'Matterport 3D Tours',
        subtitle: 'Virtual tours',
        description:
          'Try the viewer yourself. The tour below is a sample: Matterport’s public demo model, not one of our scans.',
      },
      intro:
        'The sample tour opens Matterport’s public demo model, the same one the 3D tours page shows: move room to room, switch to the dollhouse view or measure a wall.',
      emptyText: 'New 3D tours are being processed. Check back soon, or ask us for a live demo tour.',
      cta: {
        title: 'Give buyers a 24/7 open house',
        text: `Most homes are scanned in ${matterport.scan.typical} and the tour is online ${matterport.turnaround.processing} after the scan.`,
        actions: [contact('matterport'), service('3D Tour Services', '/services/matterport')],
      },
    },
    {
      slug: 'editing',
      title: 'Photo & Video Editing',
      color: '#ea580c',
      icon: 'sliders',
      summary: 'Sky replacements, day-to-dusk, virtual staging and colour work on your own photos.',
      subject: 'exterior',
      image: 'villa-long-pool.jpg',
      imageAlt: altOf('villa-long-pool.jpg'),
      hero: {
        ...heroOf('blue-hour.jpg'),
        title: 'Editing Portfolio',
        subtitle: 'Before and after',
        description: `See what careful retouching does to a listing photo, delivered in as little as ${editing.turnaround.premium}.`,
      },
      intro: 'Each example was edited by hand; no one-click filters, no fake-looking skies.',
      emptyText: 'New before-and-after examples are coming soon. Send us a photo and we will edit a free sample.',
      cta: {
        title: 'Send us your photos',
        text: `Upload a set and get edited images back in ${editingPlanTurnarounds}, priced per image.`,
        actions: [contact('editing'), service('Editing Services', '/services/editing')],
      },
    },
    {
      slug: 'website-design',
      title: 'Website Design',
      color: '#0f766e',
      icon: 'laptop',
      summary: 'Single-property sites and brokerage websites that load fast and capture leads.',
      subject: 'website',
      hero: {
        ...heroOf('facade-curves.jpg'),
        title: 'Website Design Portfolio',
        subtitle: 'Sites for agents and listings',
        description: 'Property websites launched in days and team sites built to rank in local search.',
      },
      intro: 'A few of the sites we have designed, written and launched for GTA agents and brokerages.',
      emptyText: 'This site has no picture of a website we built to show yet. Ask us for links to live examples.',
      cta: {
        title: 'Start your website',
        text: 'Tell us what the site should do and we will send a plan, a timeline and a fixed price.',
        actions: [contact('website', 'Start Your Project'), service('Website Services', '/services/website')],
      },
    },
    {
      slug: 'brand-apparel',
      title: 'Brand Apparel',
      color: '#b45309',
      icon: 'bag',
      summary: 'Embroidered and printed apparel that makes your team recognisable at every open house.',
      subject: 'garment',
      hero: {
        ...heroOf('mountain-trail.jpg'),
        title: 'Brand Apparel Portfolio',
        subtitle: 'Team apparel and merchandise',
        description: 'Jackets, polos and caps in your brand colours, from a dozen pieces to a full brokerage.',
      },
      intro: 'Recent apparel runs for GTA brokerages, teams and builders.',
      emptyText: 'This site has no photograph of our apparel yet. Ask us for samples of fabrics and embroidery.',
      cta: {
        title: 'Outfit your team',
        text: 'Send your logo and head count; we will mock up the pieces and quote the run.',
        actions: [contact('brand')],
      },
    },
    {
      slug: 'ai-services',
      title: 'AI Services',
      color: '#4f46e5',
      icon: 'robot',
      summary: 'Listing copy, lead follow-up and workflow automation that save agents hours every week.',
      subject: 'document',
      hero: {
        ...heroOf('forest-creek.jpg'),
        title: 'AI Services Portfolio',
        subtitle: 'AI and automation',
        description: 'Practical automation for real estate teams: less admin, faster replies, more showings.',
      },
      intro: 'Assistants and automations we have set up for agents and brokerages, shown with their permission.',
      emptyText:
        'Client automations stay private, so no AI case studies are published here. Our AI services page shows samples of what each tool produces; book a demo and we will show you the tools working live.',
      cta: {
        title: 'See what AI can take off your plate',
        text: 'Book a 30-minute demo and we will map the tasks worth automating in your business.',
        actions: [contact('ai-services', 'Schedule a Demo')],
      },
    },
  ],
)

export const findPortfolioCategory = (slug: string) => portfolioCategories.find((c) => c.slug === slug)
