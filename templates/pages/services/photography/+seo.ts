import { photography } from '@content/services/pages.ts'
import { serviceSeo } from '../../../components/services/serviceSeo.ts'

export const seo = serviceSeo(photography)
