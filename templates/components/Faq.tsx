import type { FaqEntry } from '@content/schemas/common.ts'
import { Accordion } from '../islands/Accordion.tsx'
import { Island } from './Island.tsx'

/** FAQ accordion island; `single` keeps one answer open at a time (home and service pages). */
export function Faq({
  items,
  mode = 'single',
  headingLevel = 3,
}: {
  items: FaqEntry[]
  mode?: 'single' | 'multiple'
  headingLevel?: 2 | 3 | 4
}) {
  return (
    <Island
      name="Accordion"
      component={Accordion}
      props={{ items: items.map(({ question, answer }) => ({ question, answer })), mode, headingLevel }}
    />
  )
}

/** schema.org FAQPage for the questions a page shows. */
export function faqJsonLd(items: FaqEntry[]) {
  return {
    '@context': 'https://schema.org' as const,
    '@type': 'FAQPage' as const,
    mainEntity: items.map((f) => ({
      '@type': 'Question' as const,
      name: f.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: f.answer },
    })),
  }
}
