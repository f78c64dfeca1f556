/**
 * The geometry of a drawn floor plan (templates/components/plans/FloorPlan.tsx), in the plan's feet:
 * the frame around the walls, door leaves and swings, window glazing, and which lines of a room's label
 * fit inside it. Pure functions of the plan, so the drawing is the same wherever it is rendered.
 */
import type { FloorPlan, Opening, Room } from '@content/plans/schema.ts'
import { roomSize, roomSizeMetric } from '@content/plans/measure.ts'

/** Wall thicknesses, in feet: exterior about 6 inches, interior about 4. */
export const EXTERIOR_WALL = 0.5
export const INTERIOR_WALL = 0.33

type Point = readonly [number, number]

const boundsOf = (xs: number[], ys: number[]) => ({
  minX: Math.min(...xs),
  maxX: Math.max(...xs),
  minY: Math.min(...ys),
  maxY: Math.max(...ys),
})

/**
 * The bounds of the exterior walls (what the overall dimensions measure), of everything drawn (outdoor
 * spaces too), the type size, and the drawing's frame: room above and to the left for the dimensions,
 * below for the scale bar and the north arrow.
 */
export function planFrame(plan: FloorPlan) {
  const walls = boundsOf(
    plan.outline.map(([x]) => x),
    plan.outline.map(([, y]) => y),
  )
  const bounds = boundsOf(
    [walls.minX, walls.maxX, ...plan.rooms.flatMap((r) => [r.x, r.x + r.width])],
    [walls.minY, walls.maxY, ...plan.rooms.flatMap((r) => [r.y, r.y + r.depth])],
  )
  const width = bounds.maxX - bounds.minX
  // Type that reads at about the same size whatever the plan's size, once the drawing is scaled to its box.
  const text = Math.min(1.5, Math.max(0.9, width / 30))
  const margin = { top: 3 * text + 1, left: 3 * text + 1, right: 1.5, bottom: 6 * text + 2 }
  return {
    walls,
    bounds,
    text,
    viewBox: {
      x: bounds.minX - margin.left,
      y: bounds.minY - margin.top,
      width: width + margin.left + margin.right,
      height: bounds.maxY - bounds.minY + margin.top + margin.bottom,
    },
  }
}

const along = (o: Opening): Point => (o.along === 'x' ? [1, 0] : [0, 1])
const add = (p: Point, v: Point, k = 1): Point => [p[0] + v[0] * k, p[1] + v[1] * k]

/** The rectangle that cuts an opening out of its wall (a little wider than the thickest wall). */
export function openingCut(o: Opening): { x: number; y: number; width: number; height: number } {
  const across = EXTERIOR_WALL + 0.1
  return o.along === 'x'
    ? { x: o.x, y: o.y - across / 2, width: o.width, height: across }
    : { x: o.x - across / 2, y: o.y, width: across, height: o.width }
}

/** A door's leaf, open at 90 degrees, and the path of its swing (a quarter circle about the hinge). */
export function doorSwing(d: FloorPlan['doors'][number]): { leaf: [Point, Point]; swing: string } {
  const u = along(d)
  const normal: Point = d.along === 'x' ? [0, d.opens === 'before' ? -1 : 1] : [d.opens === 'before' ? -1 : 1, 0]
  const start: Point = [d.x, d.y]
  const hinge = d.hinge === 'start' ? start : add(start, u, d.width)
  const jamb = d.hinge === 'start' ? add(start, u, d.width) : start
  const tip = add(hinge, normal, d.width)
  const a: Point = [jamb[0] - hinge[0], jamb[1] - hinge[1]]
  const b: Point = [tip[0] - hinge[0], tip[1] - hinge[1]]
  // SVG's y axis points down: a positive cross product turns clockwise on screen, sweep-flag 1.
  const sweep = a[0] * b[1] - a[1] * b[0] > 0 ? 1 : 0
  const swing = `M${jamb[0]} ${jamb[1]}A${d.width} ${d.width} 0 0 ${sweep} ${tip[0]} ${tip[1]}`
  return { leaf: [hinge, tip], swing }
}

/** A window's three lines: the two faces of the wall and the glass between them. */
export function windowLines(w: FloorPlan['windows'][number]): [Point, Point][] {
  const u = along(w)
  const n: Point = w.along === 'x' ? [0, 1] : [1, 0]
  const start: Point = [w.x, w.y]
  return [-EXTERIOR_WALL / 2, 0, EXTERIOR_WALL / 2].map((k) => {
    const from = add(start, n, k)
    return [from, add(from, u, w.width)]
  })
}

type LabelLine = { line: string; size: number; kind: 'name' | 'size' | 'metric' }

// An average character is about 0.6 of the type size wide in a system sans-serif, capitals a little wider.
const lineWidth = (l: LabelLine) => l.line.length * l.size * (l.kind === 'name' ? 0.78 : 0.6)
const LEADING = 1.25

/** The name on one line, else on two (split at the space nearest its middle). */
function nameLines(name: string, size: number): LabelLine[][] {
  const upper = name.toUpperCase()
  const spaces = [...upper.matchAll(/ /g)].map((m) => m.index)
  const middle = spaces.sort((a, b) => Math.abs(a - upper.length / 2) - Math.abs(b - upper.length / 2))[0]
  const one = [{ line: upper, size, kind: 'name' as const }]
  if (middle === undefined) return [one]
  const two = [upper.slice(0, middle), upper.slice(middle + 1)].map((line) => ({ line, size, kind: 'name' as const }))
  return [one, two]
}

/**
 * The label lines of a room that fit inside it at the plan's type size: its name (on two lines, smaller,
 * or its short form if need be), then its size in feet and in metres while there is room. A room too
 * small for even its short name is left unlabelled in the drawing (the text alternative still lists it).
 */
export function roomLabel(room: Room, text: number): LabelLine[] {
  const inner = { width: room.width - 0.6, depth: room.depth - 0.5 }
  const fits = (lines: LabelLine[]) =>
    lines.every((l) => lineWidth(l) <= inner.width) &&
    lines.reduce((sum, l) => sum + l.size * LEADING, 0) <= inner.depth
  const names = [text, text * 0.8, text * 0.65].flatMap((size) =>
    [room.name, ...(room.short ? [room.short] : [])].flatMap((name) => nameLines(name, size)),
  )
  const name = names.find(fits)
  if (!name) return []
  const label = [...name]
  for (const extra of [
    { line: roomSize(room), size: text * 0.8, kind: 'size' as const },
    { line: roomSizeMetric(room), size: text * 0.72, kind: 'metric' as const },
  ]) {
    if (!fits([...label, extra])) break
    label.push(extra)
  }
  return label
}
