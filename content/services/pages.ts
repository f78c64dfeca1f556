/** Every service page's content, in navigation order (content/services-catalog.ts). */
import type { ServicePage } from '../schemas/service.ts'
import { aiServices } from './ai-services.ts'
import { brand } from './brand.ts'
import { drone } from './drone.ts'
import { editing } from './editing.ts'
import { floorplans } from './floorplans.ts'
import { matterport } from './matterport.ts'
import { photography } from './photography.ts'
import { video } from './video.ts'
import { website } from './website.ts'

export const servicePages: readonly ServicePage[] = [
  photography,
  video,
  drone,
  matterport,
  aiServices,
  editing,
  website,
  brand,
]

/** Pages beyond the eight navigation services (decisions.md: /services/floorplans is a real page). */
export const extraServicePages: readonly ServicePage[] = [floorplans]

export { aiServices, brand, drone, editing, floorplans, matterport, photography, video, website }
