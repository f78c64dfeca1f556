import type { PageContextServer } from 'vike/types'
import type { Seo } from '../../../components/seo.ts'
import { serviceSeo } from '../../../components/services/serviceSeo.ts'
import type { Data } from './+data.ts'

export function seo(pageContext: PageContextServer): Seo {
  return serviceSeo((pageContext.data as Data).page)
}
