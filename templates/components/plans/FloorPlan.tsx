import { useId } from 'react'
import { describePlan, feetAndInches, metres } from '@content/plans/measure.ts'
import type { FloorPlan as Plan } from '@content/plans/schema.ts'
import {
  EXTERIOR_WALL,
  INTERIOR_WALL,
  doorSwing,
  openingCut,
  planFrame,
  roomLabel,
  windowLines,
} from './planDrawing.ts'

const INK = '#1c2331'
const MUTED = '#5c6570'
const FILL = { room: '#ffffff', wet: '#edf3f8', storage: '#f4f3ef', outdoor: '#f1f5ec' } as const
const FEET_PER_METRE = 1 / 0.3048
// Drawn size of one foot in CSS pixels before the figure scales it to its box (the width/height attributes).
const PX_PER_FOOT = 14

/** Rounds to hundredths of a foot (about an eighth of an inch), so the markup stays short. */
const r = (v: number) => Math.round(v * 100) / 100

/**
 * A floor plan drawn as an architectural drawing (server-rendered SVG, no script): rooms with their names
 * and sizes in feet and metres, exterior and interior walls, doors with their swings, windows, the
 * overall width and depth, a scale bar and a north arrow. Its text alternative (`<title>`, `<desc>`)
 * lists every room with its size, as the drawing shows them.
 */
export function FloorPlan({ plan, className }: { plan: Plan; className?: string }) {
  const id = useId()
  const { walls: outline, bounds, text, viewBox } = planFrame(plan)
  const thin = r(text * 0.06)
  const indoors = plan.rooms.filter((room) => room.kind !== 'outdoor')
  return (
    <svg
      className={className ? `floor-plan ${className}` : 'floor-plan'}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${r(viewBox.x)} ${r(viewBox.y)} ${r(viewBox.width)} ${r(viewBox.height)}`}
      width={Math.round(viewBox.width * PX_PER_FOOT)}
      height={Math.round(viewBox.height * PX_PER_FOOT)}
      role="img"
      aria-labelledby={`${id}t ${id}d`}
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
    >
      <title id={`${id}t`}>{`Floor plan: ${plan.title}, ${plan.level.toLowerCase()}`}</title>
      <desc id={`${id}d`}>{describePlan(plan)}</desc>
      <rect x={r(viewBox.x)} y={r(viewBox.y)} width={r(viewBox.width)} height={r(viewBox.height)} fill="#fff" />
      {plan.rooms.map((room) => (
        <rect
          key={`${room.name}-${room.x}-${room.y}`}
          x={room.x}
          y={room.y}
          width={room.width}
          height={room.depth}
          fill={FILL[room.kind]}
          stroke={room.kind === 'outdoor' ? MUTED : 'none'}
          strokeWidth={room.kind === 'outdoor' ? thin : undefined}
          strokeDasharray={room.kind === 'outdoor' ? `${r(text * 0.4)} ${r(text * 0.25)}` : undefined}
        />
      ))}
      <g fill="none" stroke={INK} strokeWidth={INTERIOR_WALL}>
        {indoors.map((room) => (
          <rect key={`${room.name}-${room.x}-${room.y}`} x={room.x} y={room.y} width={room.width} height={room.depth} />
        ))}
      </g>
      <polygon
        points={plan.outline.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke={INK}
        strokeWidth={EXTERIOR_WALL}
        strokeLinejoin="miter"
      />
      <g fill="#fff">
        {[...plan.doors, ...plan.openings, ...plan.windows].map((o) => {
          const cut = openingCut(o)
          return (
            <rect
              key={`${o.x}-${o.y}-${o.along}`}
              x={r(cut.x)}
              y={r(cut.y)}
              width={r(cut.width)}
              height={r(cut.height)}
            />
          )
        })}
      </g>
      <g fill="none" stroke={INK} strokeWidth={thin}>
        {plan.doors.map((d) => {
          const { leaf, swing } = doorSwing(d)
          return (
            <g key={`${d.x}-${d.y}-${d.along}`}>
              <line
                x1={r(leaf[0][0])}
                y1={r(leaf[0][1])}
                x2={r(leaf[1][0])}
                y2={r(leaf[1][1])}
                strokeWidth={r(thin * 2)}
              />
              <path d={swing} strokeDasharray={`${r(text * 0.2)} ${r(text * 0.15)}`} />
            </g>
          )
        })}
        {plan.windows.map((w) =>
          windowLines(w).map(([from, to], i) => (
            <line key={`${w.x}-${w.y}-${i}`} x1={r(from[0])} y1={r(from[1])} x2={r(to[0])} y2={r(to[1])} />
          )),
        )}
      </g>
      <g textAnchor="middle" fill={INK}>
        {plan.rooms.map((room) => {
          const lines = roomLabel(room, text)
          const height = lines.reduce((sum, l) => sum + l.size * 1.25, 0)
          let y = room.y + room.depth / 2 - height / 2
          return (
            <text key={`${room.name}-${room.x}-${room.y}`}>
              {lines.map((l) => {
                y += l.size * 1.25
                return (
                  <tspan
                    key={`${l.kind}-${l.line}`}
                    x={r(room.x + room.width / 2)}
                    y={r(y - l.size * 0.3)}
                    fontSize={r(l.size)}
                    fontWeight={l.kind === 'name' ? 600 : 400}
                    letterSpacing={l.kind === 'name' ? r(l.size * 0.04) : undefined}
                    fill={l.kind === 'metric' ? MUTED : INK}
                  >
                    {l.line}
                  </tspan>
                )
              })}
            </text>
          )
        })}
      </g>
      <Dimensions walls={outline} bounds={bounds} text={text} thin={thin} />
      <ScaleBar x={bounds.minX} y={bounds.maxY + text * 2.2} text={text} thin={thin} />
      <NorthArrow x={bounds.maxX - text * 1.6} y={bounds.maxY + text * 3.4} size={text * 1.5} north={plan.north} />
    </svg>
  )
}

type Bounds = ReturnType<typeof planFrame>['bounds']

/** The overall width of the walls above the drawing and their depth to its left, with end ticks. */
function Dimensions({ walls, bounds, text, thin }: { walls: Bounds; bounds: Bounds; text: number; thin: number }) {
  const top = r(bounds.minY - text * 1.6)
  const left = r(bounds.minX - text * 1.6)
  const tick = r(text * 0.4)
  const label = (feet: number) => `${feetAndInches(feet)} (${metres(feet)} m)`
  const middleY = r((walls.minY + walls.maxY) / 2)
  const textX = r(left - text * 0.45)
  return (
    <g stroke={MUTED} strokeWidth={thin} fill={MUTED} fontSize={r(text * 0.8)} textAnchor="middle">
      <line x1={walls.minX} y1={top} x2={walls.maxX} y2={top} />
      <line x1={walls.minX} y1={top - tick} x2={walls.minX} y2={top + tick} />
      <line x1={walls.maxX} y1={top - tick} x2={walls.maxX} y2={top + tick} />
      <text x={r((walls.minX + walls.maxX) / 2)} y={r(top - text * 0.45)} stroke="none">
        {label(walls.maxX - walls.minX)}
      </text>
      <line x1={left} y1={walls.minY} x2={left} y2={walls.maxY} />
      <line x1={left - tick} y1={walls.minY} x2={left + tick} y2={walls.minY} />
      <line x1={left - tick} y1={walls.maxY} x2={left + tick} y2={walls.maxY} />
      <text x={textX} y={middleY} stroke="none" transform={`rotate(-90 ${textX} ${middleY})`}>
        {label(walls.maxY - walls.minY)}
      </text>
    </g>
  )
}

/** Ten feet in alternate quarters, and three metres under it. */
function ScaleBar({ x, y, text, thin }: { x: number; y: number; text: number; thin: number }) {
  const bar = r(text * 0.35)
  const metre = 3 * FEET_PER_METRE
  return (
    <g fontSize={r(text * 0.7)} fill={INK}>
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={r(x + i * 2.5)}
          y={r(y)}
          width={2.5}
          height={bar}
          fill={i % 2 ? '#fff' : INK}
          stroke={INK}
          strokeWidth={thin}
        />
      ))}
      <text x={r(x + 10 + text * 0.4)} y={r(y + bar)}>
        10 ft
      </text>
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={r(x + i * FEET_PER_METRE)}
          y={r(y + bar + text * 0.5)}
          width={r(FEET_PER_METRE)}
          height={bar}
          fill={i % 2 ? '#fff' : MUTED}
          stroke={MUTED}
          strokeWidth={thin}
        />
      ))}
      <text x={r(x + metre + text * 0.4)} y={r(y + 2 * bar + text * 0.5)} fill={MUTED}>
        3 m
      </text>
    </g>
  )
}

/** A north arrow turned to the plan's north. */
function NorthArrow({ x, y, size, north }: { x: number; y: number; size: number; north: number }) {
  const h = r(size)
  return (
    <g transform={`translate(${r(x)} ${r(y)}) rotate(${north})`} fill={INK}>
      <circle r={h} fill="none" stroke={INK} strokeWidth={r(size * 0.05)} />
      <path d={`M0 ${-h * 0.85}L${r(h * 0.35)} ${r(h * 0.55)}L0 ${r(h * 0.3)}L${r(-h * 0.35)} ${r(h * 0.55)}Z`} />
      <text y={r(-h * 1.2)} fontSize={r(size * 0.7)} fontWeight={700} textAnchor="middle">
        N
      </text>
    </g>
  )
}
