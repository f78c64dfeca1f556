import { describe, expect, it } from 'vitest'
import { floorPlans } from './index.ts'
import { areaLabel, describePlan, feetAndInches, metres } from './measure.ts'
import { floorPlan, planArea } from './schema.ts'

const square = {
  title: 'Test',
  level: 'Main floor',
  outline: [
    [0, 0],
    [20, 0],
    [20, 10],
    [0, 10],
  ] as [number, number][],
  rooms: [
    { name: 'Living', x: 0, y: 0, width: 12, depth: 10 },
    { name: 'Bed', x: 12, y: 0, width: 8, depth: 10 },
  ],
}
const problems = (plan: unknown) => {
  const result = floorPlan.safeParse(plan)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('floorPlan', () => {
  it('accepts every plan the site draws', () => {
    for (const [name, plan] of Object.entries(floorPlans)) expect(problems(plan), name).toEqual([])
  })

  it('refuses overlapping rooms, a room outside the walls and a slanted wall', () => {
    expect(problems({ ...square, rooms: [...square.rooms, { name: 'Den', x: 10, y: 2, width: 4, depth: 4 }] })).toEqual(
      ['rooms.2: "Den" overlaps "Living"', 'rooms.2: "Den" overlaps "Bed"'],
    )
    expect(problems({ ...square, rooms: [{ name: 'Shed', x: 18, y: 8, width: 5, depth: 5 }] })).toEqual([
      'rooms.0: "Shed" is not inside the outline',
    ])
    expect(
      problems({ ...square, rooms: [{ name: 'Deck', x: 0, y: -6, width: 10, depth: 6, kind: 'outdoor' }] }),
    ).toEqual([])
    expect(
      problems({
        ...square,
        outline: [
          [0, 0],
          [20, 0],
          [18, 10],
          [0, 10],
        ],
      }),
    ).toContain('outline.1: each wall must run north-south or east-west')
  })

  it('puts doors on walls and windows on exterior walls only', () => {
    const door = { x: 12, y: 3, along: 'y', width: 2.5, hinge: 'start', opens: 'after' }
    expect(problems({ ...square, doors: [door] })).toEqual([])
    expect(problems({ ...square, doors: [{ ...door, x: 11 }] })).toEqual([
      'doors.0: must lie on a wall of the outline or a room',
    ])
    expect(problems({ ...square, windows: [{ x: 2, y: 0, along: 'x', width: 6 }] })).toEqual([])
    expect(problems({ ...square, windows: [{ x: 12, y: 3, along: 'y', width: 3 }] })).toEqual([
      'windows.0: must lie on an exterior wall (the outline)',
    ])
  })
})

describe('plan measurements', () => {
  it('measures the area inside the outline, an L shape too', () => {
    expect(planArea(square)).toBe(200)
    expect(planArea(floorPlans['timber-frame-home'])).toBe(50 * 24 + 30 * 12)
  })

  it('prints feet and inches, metres and areas', () => {
    expect(feetAndInches(12.5)).toBe('12′6″')
    expect(feetAndInches(2.67)).toBe('2′8″')
    expect(metres(10)).toBe('3.05')
    expect(areaLabel(1560)).toBe('1,560 sq ft (145 m²)')
  })

  it('describes a plan in words: its level, area and every room with its size', () => {
    expect(describePlan(floorPlan.parse(square))).toBe(
      'Test, main floor: 200 sq ft (19 m²) inside the exterior walls. Rooms: Living, 12′0″ × 10′0″ (3.66 × 3.05 m); Bed, 8′0″ × 10′0″ (2.44 × 3.05 m).',
    )
  })
})
