import { vendors } from '@content/vendors/vendors.ts'
import { pageSeo } from '../../components/pages/pageSeo.ts'

export const seo = pageSeo(vendors, '/vendor-directory')
