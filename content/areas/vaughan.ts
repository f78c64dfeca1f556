/** /service-areas/vaughan: hero, subtitle, neighbourhoods and statistics exactly as the spec details. */
import { area } from '../schemas/area.ts'
import { defineContent } from '../schemas/define.ts'
import { altOf } from '../photos.ts'
import { figures } from '../figures.ts'

const { properties, averageValue, executiveFocus } = figures.areas.vaughan

export const vaughan = defineContent('content/areas/vaughan.ts', area, {
  slug: 'vaughan',
  name: 'Vaughan',
  hero: {
    title: 'Vaughan Real Estate Photography',
    subtitle: 'Modern Estate & Luxury Property Photography',
    description:
      'Architectural photography, cinematic video and aerial imaging for new-build estates, executive homes and downtown VMC condos.',
    image: 'facade-curves.jpg',
    imageAlt: altOf('facade-curves.jpg'),
  },
  seo: {
    title: 'Vaughan Real Estate Photography | Modern Estates & Luxury Homes',
    description: `Real estate photography, video, drone and 3D tours in Vaughan: Woodbridge, Kleinburg, Maple, Thornhill and the VMC. ${properties} Vaughan properties shot.`,
  },
  intro: {
    title: 'Photographing Vaughan’s Modern Estates',
    paragraphs: [
      'Vaughan has changed faster than almost any city in the GTA. Custom builds on wide Kleinburg lots, stone-and-glass executive homes in Patterson and Carrville, and the new towers around Vaughan Metropolitan Centre each call for a different approach behind the camera.',
      'Our crews know how to make clean modern lines read as intentional rather than cold: we balance large window walls against interior light, square up double-height foyers and time exteriors so landscape lighting and pot lights glow without blowing out the sky.',
      'For executive listings we pair interior photography with aerial context that shows how close a home sits to Highway 400, the subway extension and the Kortright conservation trails, which is what most Vaughan buyers ask about first.',
    ],
  },
  services: [
    {
      title: 'Luxury Photography',
      description:
        'HDR interiors and twilight exteriors that do justice to custom millwork, chef’s kitchens and double-height great rooms.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Estate Video Tours',
      description:
        'Gimbal-stabilised walkthroughs with a cinematic grade, ideal for executive homes in Kleinburg and Woodbridge.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Aerial Imaging',
      description:
        'Drone stills and video that show ravine lots, pool terraces and the drive to the 400 and 407 corridors.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: 'Matterport 3D Tours',
      description: 'Walkable 3D models of VMC condos and large family homes for relocating and overseas buyers.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
  ],
  neighbourhoods: [
    'Vaughan Metropolitan Centre',
    'Thornhill',
    'Woodbridge',
    'Maple',
    'Concord',
    'Kleinburg',
    'Carrville',
    'Patterson',
    'Islington Woods',
    'Crestwood-Yorkhill',
    'Brownridge',
    'Elder Mills',
  ],
  neighbourhoodNote: 'From the VMC towers to Kleinburg’s village core, we shoot every part of the city.',
  stats: [
    { number: properties, label: 'Vaughan Properties' },
    { number: averageValue, label: 'Avg Property Value' },
    { number: executiveFocus, label: 'Executive Focus' },
    { stars: 5, label: 'Modern Luxury' },
  ],
  highlights: [
    {
      title: 'Built for New Construction',
      text: 'Builders and sales centres use our model-home photography and 3D tours to sell phases before the final trim is installed.',
    },
    {
      title: 'Executive Presentation',
      text: 'Most of our Vaughan work is for executive and luxury listings, so the shot list, retouching and pacing are tuned for that buyer.',
    },
    {
      title: 'North of the City, On Time',
      text: 'Crews based on the 400 corridor reach Maple, Concord and Woodbridge without downtown traffic delays.',
    },
  ],
  closing: {
    title: 'Listing a Vaughan Estate?',
    text: 'Tell us about the property and we will recommend the right mix of photography, video, aerials and 3D for the buyers it needs to reach.',
  },
})
