import { ListingPage } from '../../../components/listing/ListingPage.tsx'
import { useData } from '../../../components/renderContext.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { publication } = useData<Data>()
  return <ListingPage publication={publication} />
}
