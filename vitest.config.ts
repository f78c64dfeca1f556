import { defineConfig } from 'vitest/config'
import { iconSpritePlugin } from './generator/iconSprite.ts'

export default defineConfig({
  // Components draw icons from the sprite by its URL (templates/components/Icon.tsx), in tests too.
  plugins: [iconSpritePlugin()],
  test: {
    include: ['{content,generator,publisher,templates,admin-service}/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
    exclude: ['node_modules', 'dist', '.cache', 'tests/reliability/**'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    // Build tests share one built site (tests/build/site.ts) and must not build concurrently.
    fileParallelism: true,
    globalSetup: ['tests/build/globalSetup.ts'],
  },
  resolve: { alias: { '@content': new URL('./content', import.meta.url).pathname } },
})
