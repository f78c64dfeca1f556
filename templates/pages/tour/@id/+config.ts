import type { Config } from 'vike/types'

/** Nothing of the site around the page (templates/layouts/BareLayout.tsx). */
export default {
  shell: 'bare',
} satisfies Config
