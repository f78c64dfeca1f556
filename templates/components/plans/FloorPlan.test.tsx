import { renderToStaticMarkup } from 'react-dom/server'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { floorPlans } from '@content/plans/index.ts'
import { floorPlan } from '@content/plans/schema.ts'
import { FloorPlan } from './FloorPlan.tsx'
import { doorSwing, roomLabel } from './planDrawing.ts'

const draw = (plan = floorPlans['midtown-condo-suite']) =>
  new JSDOM(renderToStaticMarkup(<FloorPlan plan={plan} />)).window.document.querySelector('svg')!

describe('FloorPlan', () => {
  it('is an image named by its title and described room by room', () => {
    const svg = draw()
    expect(svg.getAttribute('role')).toBe('img')
    const [title, desc] = svg
      .getAttribute('aria-labelledby')!
      .split(' ')
      .map((id) => svg.querySelector(`[id="${id}"]`))
    expect(title?.textContent).toBe('Floor plan: Midtown Condo Suite, whole suite')
    for (const room of floorPlans['midtown-condo-suite'].rooms) expect(desc?.textContent).toContain(room.name)
  })

  it('draws walls, a leaf and a swing per door, three lines per window, labels, dimensions, a scale and north', () => {
    const plan = floorPlans['midtown-condo-suite']
    const svg = draw(plan)
    expect(svg.querySelectorAll('polygon')).toHaveLength(1)
    expect(svg.querySelectorAll('path[stroke-dasharray]')).toHaveLength(plan.doors.length)
    const text = svg.textContent!
    // A name wider than its room goes on two lines (one tspan each).
    const living = [...svg.querySelectorAll('text')].find((t) => t.textContent!.startsWith('LIVING'))!
    expect([...living.querySelectorAll('tspan')].map((t) => t.textContent)).toEqual([
      'LIVING &',
      'DINING',
      '13′0″ × 15′0″',
      '3.96 × 4.57 m',
    ])
    expect(text).toContain('3.96 × 4.57 m')
    expect(text).toContain('34′0″ (10.36 m)')
    expect(text).toContain('10 ft')
    expect(text).toContain('3 m')
    expect(svg.querySelector('g[transform^="translate"] text')?.textContent).toBe('N')
  })

  it('scales with its box: a viewBox, and width and height for its proportions', () => {
    const svg = draw()
    const [, , w, h] = svg.getAttribute('viewBox')!.split(' ').map(Number)
    expect(Number(svg.getAttribute('width')) / Number(svg.getAttribute('height'))).toBeCloseTo(w! / h!, 1)
  })
})

describe('planDrawing', () => {
  it('swings a door from its hinge into the side it opens to', () => {
    const door = { x: 10, y: 0, along: 'x', width: 3, hinge: 'start', opens: 'after' } as const
    expect(doorSwing(door).leaf).toEqual([
      [10, 0],
      [10, 3],
    ])
    expect(doorSwing({ ...door, hinge: 'end', opens: 'before' }).leaf).toEqual([
      [13, 0],
      [13, -3],
    ])
  })

  it('labels a room with what fits: name and sizes, a short name, or nothing', () => {
    const room = floorPlan.shape.rooms.element.parse({
      name: 'Walk-in Closet',
      short: 'WIC',
      x: 0,
      y: 0,
      width: 14,
      depth: 12,
    })
    expect(roomLabel(room, 1).map((l) => l.kind)).toEqual(['name', 'size', 'metric'])
    expect(roomLabel({ ...room, width: 4, depth: 4 }, 1).map((l) => l.line)).toEqual(['WIC'])
    expect(roomLabel({ ...room, width: 1.5, depth: 1.5 }, 1)).toEqual([])
  })
})
