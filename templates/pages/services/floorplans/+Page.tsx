import { floorplans } from '@content/services/pages.ts'
import { ServicePage } from '../../../components/services/ServicePage.tsx'

export function Page() {
  return <ServicePage page={floorplans} />
}
