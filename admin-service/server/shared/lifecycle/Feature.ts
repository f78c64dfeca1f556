/** How a feature is doing now, as `/api/health` reports it: fine, or what is wrong in one sentence for the owner. */
export type FeatureHealth = { ok: true } | { ok: false; problem: string }

export const healthy: FeatureHealth = { ok: true }

/**
 * A started feature of the service (what each feature's `start*.ts` returns): the part of `createApp`'s
 * options its routes are mounted with, how it stops (its work under way and its writes finish, then its
 * files are released) and how it is doing.
 */
export type Feature<Routes extends object> = {
  readonly name: string
  readonly routes: Routes
  /** A feature that reads the others' files (the backups) stops after all of them, to take their last writes. */
  readonly stopsAfterOthers?: boolean
  stop(): Promise<void>
  health(): FeatureHealth
}

type RoutesOf<F extends readonly Feature<object>[]> = F extends readonly [
  infer First extends Feature<object>,
  ...infer Rest extends readonly Feature<object>[],
]
  ? First['routes'] & RoutesOf<Rest>
  : unknown

/** The features' routes together: the part of `createApp`'s options they make. */
export function routesOf<const F extends readonly Feature<object>[]>(...features: F): RoutesOf<F> {
  return Object.assign({}, ...features.map((feature) => feature.routes)) as RoutesOf<F>
}
