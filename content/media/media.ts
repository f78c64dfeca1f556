/** /media: press releases, awards, media coverage and the media-inquiries block. */
import { company, figures } from '../company.ts'
import { defineContent } from '../schemas/define.ts'
import { mediaPage } from '../schemas/pages.ts'
import { altOf } from '../photos.ts'

const { history } = figures

export const media = defineContent('content/media/media.ts', mediaPage, {
  hero: {
    title: 'Media & Press',
    subtitle: 'News and Recognition',
    description:
      'Announcements, awards and coverage of Northframe Media, with contacts for journalists and event organisers.',
    image: 'blue-hour.jpg',
    imageAlt: altOf('blue-hour.jpg'),
  },
  seo: {
    title: 'Media & Press',
    description:
      'Press releases, industry awards and media coverage of Northframe Media, the Toronto real estate photography, video, drone and 3D tour company.',
  },
  pressReleases: [
    {
      date: history.areaExpansion,
      title: 'Northframe Media Expands Service Area to Ten GTA Cities',
      summary: `Dedicated crews now cover Toronto, Mississauga, Brampton, Markham, Vaughan, Richmond Hill, Burlington, Milton, Oakville and Hamilton, with photos delivered in ${company.delivery} in every one of them.`,
    },
    {
      date: 'September 2023',
      title: 'Northframe Media Named Real Estate Media Company of the Year',
      summary:
        'The award recognises consistent quality across thousands of listings and the company’s early adoption of drone and 3D tour technology.',
    },
    {
      date: history.aiStagingLaunched,
      title: 'AI-Assisted Virtual Staging Launches for GTA Listings',
      summary: `Agents can now stage empty rooms digitally within ${figures.services['ai-services'].turnaround.images}, with every staged image clearly disclosed in the listing.`,
    },
  ],
  awards: [
    {
      year: String(history.awards.companyOfTheYear),
      title: 'Real Estate Media Company of the Year',
      issuer: 'GTA Real Estate Marketing Awards',
      icon: 'trophy',
    },
    {
      year: String(history.awards.aerialImaging),
      title: 'Excellence in Aerial Imaging',
      issuer: 'Ontario Drone Imaging Showcase',
      icon: 'award',
    },
    {
      year: String(history.awards.topRatedLocalBusiness),
      title: 'Top Rated Local Business',
      // Awarded for that year's client reviews: today's rating is not the one it was given for.
      issuer: 'For our clients’ reviews on our maps listing',
      icon: 'star-fill',
    },
  ],
  coverage: [
    {
      outlet: 'Toronto Property Journal',
      date: 'November 2023',
      headline: 'How listing media changed after the pandemic',
      summary: 'Our founder explains why 3D tours and short vertical video became standard for GTA listings.',
    },
    {
      outlet: 'Canadian Realtor Digest',
      date: 'June 2023',
      headline: 'Drone rules every agent should know',
      summary: 'A practical guide to flying over residential neighbourhoods legally, with advice from our pilots.',
    },
    {
      outlet: 'GTA Business Radio',
      date: 'March 2023',
      headline: 'Small business spotlight: Northframe Media',
      summary: `A conversation about growing from one photographer in ${company.experience.foundedYear} to a full media team.`,
    },
  ],
  inquiries: {
    title: 'Media Inquiries',
    text: 'Journalists, podcast hosts and event organisers: we are happy to comment on real estate marketing, listing media and drone regulations in the GTA, and to supply high-resolution images and our company fact sheet.',
    responseNote: `We reply to media requests within ${company.contactResponse} during business hours.`,
  },
})
