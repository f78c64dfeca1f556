/** /service-areas/markham. */
import { area } from '../schemas/area.ts'
import { defineContent } from '../schemas/define.ts'
import { altOf } from '../photos.ts'
import { figures } from '../figures.ts'

const { properties, averageValue, satisfaction } = figures.areas.markham

export const markham = defineContent('content/areas/markham.ts', area, {
  slug: 'markham',
  name: 'Markham',
  hero: {
    title: 'Markham Real Estate Photography',
    subtitle: 'Premium Homes & Heritage Streets',
    description: 'Listing media for Unionville heritage homes, Cachet estates and the new condos of downtown Markham.',
    image: 'wood-interior.jpg',
    imageAlt: altOf('wood-interior.jpg'),
  },
  seo: {
    title: 'Markham Real Estate Photography, Video & 3D Tours',
    description: `Markham real estate photography, video, drone and 3D tours: Unionville, Cachet, Berczy Village, Cornell. ${properties} properties, ${averageValue} average value.`,
  },
  intro: {
    title: 'Technology Hub, Heritage Charm',
    paragraphs: [
      'Markham combines a high-tech economy with some of the best-preserved heritage streets in the GTA. A morning in Unionville’s historic Main Street district can be followed by an afternoon in a glass-walled condo near Downtown Markham.',
      'With an average property value above $2.1M in the homes we shoot here, buyers expect precision. They compare finishes, ceiling heights and school catchments, so our images are accurate first and beautiful second, with no wide-angle tricks that make rooms look larger than they are.',
      'Many Markham buyers are tech-savvy and research online long before they visit. Detailed 3D tours and measured floor plans are often the deciding factor in which homes make their shortlist.',
    ],
  },
  services: [
    {
      title: 'Precision Photography',
      description: 'Accurate, carefully corrected interiors for discerning buyers who compare every detail.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Neighbourhood Video',
      description: 'Listing films that include Main Street Unionville, Toogood Pond and the parks nearby.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Estate Aerials',
      description: 'Drone imagery of large Cachet and Angus Glen lots, golf-course frontage and new-build phases.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: 'Measured 3D Tours',
      description: 'Matterport tours with floor plans that buyers use to plan furniture and renovations.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
  ],
  neighbourhoods: [
    'Unionville',
    'Markham Village',
    'Cachet',
    'Angus Glen',
    'Berczy Village',
    'Cornell',
    'Cathedraltown',
    'Greensborough',
    'Wismer Commons',
    'Milliken Mills',
    'Thornhill (Markham)',
    'Box Grove',
    'Buttonville',
    'Downtown Markham',
  ],
  neighbourhoodNote: 'Heritage districts, golf-course estates and master-planned communities.',
  stats: [
    { number: properties, label: 'Markham Properties' },
    { number: averageValue, label: 'Avg Property Value' },
    { number: satisfaction, label: 'Client Satisfaction' },
    { stars: 5, label: 'Premium Service' },
  ],
  highlights: [
    {
      title: 'Heritage Sensitivity',
      text: 'Designated heritage homes are photographed to show original features and the care taken in restoring them.',
    },
    {
      title: 'Floor Plans Included',
      text: 'Our Markham packages include measured plans, because buyers here almost always ask for them.',
    },
    { title: 'School-Zone Context', text: 'On request we add aerials that show the walk to nearby schools and parks.' },
  ],
  closing: {
    title: 'Selling a Markham Home?',
    text: 'Precise photos, a measured floor plan and a 3D tour give Markham buyers the detail they look for.',
  },
})
