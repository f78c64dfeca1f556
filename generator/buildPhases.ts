/**
 * Every phase of a full build, in the order they start, with the process and thread each runs in: the
 * names `site build --timings` prints (timings.ts takes no other). build.ts runs the first two, each in a
 * process of its own; the prerender process runs the rest (pageSink.ts, `PageSink.finish`, and
 * finishBuild.ts). A phase marked `beside` runs side by side with the one it names.
 */
export const BUILD_PHASES = [
  { name: 'bundle', runsIn: 'bundling process (bundle.ts)' },
  { name: 'prerender process', runsIn: 'prerender process (prerender.ts): every phase below' },
  { name: 'load Vike and the server bundle', runsIn: 'prerender process' },
  { name: 'render (Vike), parse (page thread)', runsIn: 'prerender process and its page thread' },
  { name: 'parse the last pages (page thread)', runsIn: 'page thread' },
  { name: 'trim stylesheets (page thread)', runsIn: 'page thread' },
  { name: 'make page files (file thread)', runsIn: 'file thread', beside: 'trim stylesheets (page thread)' },
  { name: 'write pages (page thread)', runsIn: 'page thread, once its trim is done', beside: 'step: <name>' },
  { name: 'step: <name>', runsIn: 'prerender process: each post-build step of steps/index.ts, in turn' },
  { name: 'site check', runsIn: 'prerender process' },
] as const

/** The name of a phase of a build (a post-build step's is `step: <its name>`). */
export type PhaseName = Exclude<(typeof BUILD_PHASES)[number]['name'], 'step: <name>'> | `step: ${string}`
