/** Copy of /portfolio (spec: Portfolio index). */
import { altOf } from '../photos.ts'
export const portfolioIndex = {
  hero: {
    title: 'Our Portfolio',
    subtitle: 'Recent work',
    description:
      'Photography, film, aerials, 3D tours, websites and more, made for agents and builders across the GTA.',
    image: 'lake-twilight.jpg',
    imageAlt: altOf('lake-twilight.jpg'),
  },
  categoriesIntro: 'Choose a service to see recent work, straight from our project files.',
  flagshipIntro: 'Four projects where we delivered the whole package, from the first photo to the sale.',
  cta: {
    title: 'Have a property coming to market?',
    text: 'Tell us about it and we will recommend the right mix of photos, video and tours.',
  },
} as const
