import { floorplans } from '@content/services/pages.ts'
import { serviceSeo } from '../../../components/services/serviceSeo.ts'

export const seo = serviceSeo(floorplans)
