import type { Config } from 'vike/types'

/** The property website draws its own header and footer, the agent's (templates/layouts/OwnLayout.tsx). */
export default {
  shell: 'own',
} satisfies Config
