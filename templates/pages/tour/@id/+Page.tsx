import { TourPage } from '../../../components/listing/TourPage.tsx'
import { useData } from '../../../components/renderContext.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { publication } = useData<Data>()
  return <TourPage publication={publication} />
}
