import { serviceAreasOverview } from '@content/areas/overview.ts'
import { pageSeo } from '../../../components/pages/pageSeo.ts'

export const seo = pageSeo(serviceAreasOverview, '/service-areas')
