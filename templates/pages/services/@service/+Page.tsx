import { ServicePage } from '../../../components/services/ServicePage.tsx'
import { useData } from '../../../components/renderContext.tsx'
import type { Data } from './+data.ts'

/** /services/{slug}: one template for every service page. */
export function Page() {
  return <ServicePage page={useData<Data>().page} />
}
