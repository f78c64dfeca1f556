/** /reviews: six static client reviews (spec: Other public pages). */
import { company } from '../company.ts'
import { defineContent } from '../schemas/define.ts'
import { reviewsPage } from '../schemas/pages.ts'
import { altOf } from '../photos.ts'

export const reviews = defineContent('content/reviews/reviews.ts', reviewsPage, {
  hero: {
    title: 'Client Reviews',
    subtitle: `Trusted by ${company.clients.reviewsPage} Clients`,
    description: 'What agents, brokers and developers across the Greater Toronto Area say about working with us.',
    image: 'lake-twilight.jpg',
    imageAlt: altOf('lake-twilight.jpg'),
  },
  seo: {
    title: 'Client Reviews',
    description: `Read reviews from GTA real estate agents, brokers and developers. Trusted by ${company.clients.reviewsPage} clients, rated ${company.rating.label}.`,
  },
  intro:
    'Every review below comes from a client we have worked with. More reviews, including the latest ones, are on our public reviews page.',
  reviews: [
    {
      author: 'sarah-m',
      rating: 5,
      date: 'March 2024',
      text: 'The photos were ready the next morning and the listing had twelve showings booked by the weekend. The twilight exterior alone was worth it. I now book Northframe for every listing.',
      service: 'Photography',
    },
    {
      author: 'michael-r',
      rating: 5,
      date: 'January 2024',
      text: 'We moved our whole brokerage to Northframe two years ago. Consistent quality across dozens of agents, simple booking and invoices that match the quotes. That is rare.',
      service: 'Photography & Video',
    },
    {
      author: 'priya-s',
      rating: 5,
      date: 'November 2023',
      text: 'The listing video told the story of the house instead of just panning across rooms. My sellers shared it with everyone they knew and it brought in two offers from out of town.',
      service: 'Video Production',
    },
    {
      author: 'james-l',
      rating: 5,
      date: 'October 2023',
      text: 'Monthly drone flights over our site gave our investors a clear view of construction progress. The pilot handled the airspace paperwork and the footage was always on time.',
      service: 'Drone',
    },
    {
      author: 'elena-r',
      rating: 5,
      date: 'August 2023',
      text: 'Buyers from overseas toured the penthouse in 3D before they flew in. We sold it to a buyer who had only seen the Matterport tour and the floor plan. Remarkable service.',
      service: 'Matterport 3D Tours',
    },
    {
      author: 'laura-c',
      rating: 5,
      date: 'June 2023',
      text: 'They built our team website, shot our headshots and branded our open-house apparel. Everything looks like it belongs together, and the site loads fast on a phone.',
      service: 'Website & Brand',
    },
  ],
})
