import type { Seo } from '../../components/seo.ts'

export const seo: Seo = {
  title: 'Page Not Found',
  description:
    'The page you are looking for does not exist or has moved. Find our services, portfolio and contact details here.',
  noindex: true,
  canonicalPath: '/404',
}
