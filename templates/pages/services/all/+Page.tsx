import { ServicesOverview } from '../../../components/services/ServicesOverview.tsx'

export function Page() {
  return <ServicesOverview pageKey="allServices" />
}
