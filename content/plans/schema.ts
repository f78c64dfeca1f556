/**
 * A floor plan as it is measured: one level of a home, its exterior walls as a rectilinear outline and
 * its rooms as rectangles, in feet (x to the east, y to the south), with the doors and windows set in
 * the walls. templates/components/plans/FloorPlan.tsx draws it; the checks here keep a plan drawable:
 * rooms inside the walls and apart from each other, every opening on a wall.
 */
import { z } from 'zod'

const text = z.string().trim().min(1)
const feet = z.number().min(-400).max(400)
const length = z.number().positive().max(400)

export const room = z.object({
  name: text,
  /** The name a drawing may print where the full one does not fit ("WIC", "Ens."). */
  short: text.max(8).optional(),
  x: feet,
  y: feet,
  width: length,
  depth: length,
  /** Outdoor spaces (balconies, decks) lie outside the walls and are drawn dashed. */
  kind: z.enum(['room', 'wet', 'storage', 'outdoor']).default('room'),
})

/** An opening in a wall: from (x, y), `width` feet along the x axis (`along: 'x'`) or the y axis. */
const opening = z.object({ x: feet, y: feet, along: z.enum(['x', 'y']), width: z.number().min(1.5).max(20) })

export const door = opening.extend({
  /** The jamb the leaf hangs on: where the opening starts or where it ends. */
  hinge: z.enum(['start', 'end']),
  /** The side the leaf opens to: towards smaller coordinates across the wall (north or west) or larger. */
  opens: z.enum(['before', 'after']),
})

export const planWindow = opening

export const floorPlan = z
  .object({
    title: text,
    /** "Main floor", "Second floor", "Suite 1204". */
    level: text,
    /** The exterior walls' inside face, corner by corner, every side north-south or east-west. */
    outline: z.array(z.tuple([feet, feet])).min(4),
    rooms: z.array(room).min(1),
    doors: z.array(door).default([]),
    /** Cased openings: a gap in a wall with no door in it. */
    openings: z.array(opening).default([]),
    windows: z.array(planWindow).default([]),
    /** Where north points, in degrees clockwise from the top of the drawing. */
    north: z.number().min(0).lt(360).default(0),
  })
  .superRefine((plan, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message })
    const walls = outlineWalls(plan.outline)
    walls.forEach((wall, i) => {
      if (wall.x1 !== wall.x2 && wall.y1 !== wall.y2)
        issue(['outline', i], 'each wall must run north-south or east-west')
    })
    plan.rooms.forEach((r, i) => {
      const inside = [r.x, r.x + r.width].every((x) =>
        [r.y, r.y + r.depth].every((y) => insideOrOn(plan.outline, x, y)),
      )
      if (r.kind !== 'outdoor' && !inside) issue(['rooms', i], `"${r.name}" is not inside the outline`)
      plan.rooms.slice(0, i).forEach((other) => {
        if (overlap(r, other) > 0.01) issue(['rooms', i], `"${r.name}" overlaps "${other.name}"`)
      })
    })
    const roomWalls = plan.rooms.flatMap(rectWalls)
    for (const key of ['doors', 'openings'] as const)
      plan[key].forEach((o, i) => {
        if (!onAnyWall(o, [...walls, ...roomWalls])) issue([key, i], 'must lie on a wall of the outline or a room')
      })
    plan.windows.forEach((w, i) => {
      if (!onAnyWall(w, walls)) issue(['windows', i], 'must lie on an exterior wall (the outline)')
    })
  })

export type FloorPlan = z.output<typeof floorPlan>
export type Room = z.output<typeof room>
export type Opening = z.output<typeof opening>
interface Wall {
  x1: number
  y1: number
  x2: number
  y2: number
}

/** The sides of the outline, the last closing it. */
export function outlineWalls(outline: readonly (readonly [number, number])[]): Wall[] {
  return outline.map(([x1, y1], i) => {
    const [x2, y2] = outline[(i + 1) % outline.length]!
    return { x1, y1, x2, y2 }
  })
}

const rectWalls = (r: Room): Wall[] =>
  outlineWalls([
    [r.x, r.y],
    [r.x + r.width, r.y],
    [r.x + r.width, r.y + r.depth],
    [r.x, r.y + r.depth],
  ])

const overlap = (a: Room, b: Room) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.depth, b.y + b.depth) - Math.max(a.y, b.y))

const EPSILON = 0.01
const between = (v: number, a: number, b: number) => v >= Math.min(a, b) - EPSILON && v <= Math.max(a, b) + EPSILON

/** Whether the opening lies wholly on one of the walls. */
function onAnyWall(o: Opening, walls: Wall[]): boolean {
  const end = o.along === 'x' ? { x: o.x + o.width, y: o.y } : { x: o.x, y: o.y + o.width }
  return walls.some(
    (w) =>
      (o.along === 'x'
        ? w.y1 === w.y2 && Math.abs(w.y1 - o.y) < EPSILON
        : w.x1 === w.x2 && Math.abs(w.x1 - o.x) < EPSILON) &&
      between(o.x, w.x1, w.x2) &&
      between(end.x, w.x1, w.x2) &&
      between(o.y, w.y1, w.y2) &&
      between(end.y, w.y1, w.y2),
  )
}

/** Whether a point is inside the outline or on one of its walls (ray casting). */
function insideOrOn(outline: readonly (readonly [number, number])[], x: number, y: number): boolean {
  const walls = outlineWalls(outline)
  if (walls.some((w) => between(x, w.x1, w.x2) && between(y, w.y1, w.y2))) return true
  let inside = false
  for (const w of walls)
    if (w.y1 > y !== w.y2 > y && x < ((w.x2 - w.x1) * (y - w.y1)) / (w.y2 - w.y1) + w.x1) inside = !inside
  return inside
}

/** The area inside the outline, in square feet (the shoelace formula). */
export const planArea = (plan: Pick<FloorPlan, 'outline'>): number =>
  Math.abs(outlineWalls(plan.outline).reduce((sum, w) => sum + w.x1 * w.y2 - w.x2 * w.y1, 0)) / 2
