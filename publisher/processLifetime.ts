/**
 * How the processes the admin service and the build start end with their parent: every Node
 * process started with `diesWithThisProcess(env)` preloads `exitWithParent.mjs`, which exits once its
 * parent is gone, and passes the same on to its own children through NODE_OPTIONS, so a whole tree of
 * processes (the full build's bundling and prerender processes too) follows the service down, even after
 * a kill -9, which runs no handler of the service's.
 */

/** The process whose end ends the child: set here to this process's pid, and by each child to its own. */
const PARENT_PID_VARIABLE = 'NORTHFRAME_PARENT_PID'

/**
 * Found beside this module, not through the generator's project folder: `bin/site.js` imports this module
 * before every command, and generator/index.ts (the serving, the checks) cost each command about 0.1 s.
 */
const preload = `--import=${new URL('exitWithParent.mjs', import.meta.url).href}`

/** `env` for a child process of this one that must end when this process ends (NODE_OPTIONS kept). */
export function diesWithThisProcess(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const options = env.NODE_OPTIONS ?? ''
  return {
    ...env,
    NODE_OPTIONS: options.includes(preload) ? options : `${options} ${preload}`.trim(),
    [PARENT_PID_VARIABLE]: String(process.pid),
  }
}
