import { DeliveryPage } from '../../../components/listing/DeliveryPage.tsx'
import { useData } from '../../../components/renderContext.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { publication, qrCode } = useData<Data>()
  return <DeliveryPage publication={publication} qrCode={qrCode} />
}
