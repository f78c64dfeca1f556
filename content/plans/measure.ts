/** Plan measurements in words: feet and inches with metres beside them, as the plans and their captions print them. */
import { planArea, type FloorPlan, type Room } from './schema.ts'

const METRES_PER_FOOT = 0.3048

/** 12.5 → 12′6″ (to the nearest inch). */
export function feetAndInches(feet: number): string {
  const inches = Math.round(feet * 12)
  return `${Math.floor(inches / 12)}′${inches % 12}″`
}

/** 12.5 → 3.81 (metres, two decimals). */
export const metres = (feet: number): string => (feet * METRES_PER_FOOT).toFixed(2)

/** "980 sq ft (91 m²)". */
export function areaLabel(squareFeet: number): string {
  const m2 = Math.round(squareFeet * METRES_PER_FOOT ** 2)
  return `${Math.round(squareFeet).toLocaleString('en-CA')} sq ft (${m2} m²)`
}

/** "14′0″ × 16′0″". */
export const roomSize = (r: Pick<Room, 'width' | 'depth'>): string =>
  `${feetAndInches(r.width)} × ${feetAndInches(r.depth)}`

/** "4.27 × 4.88 m". */
export const roomSizeMetric = (r: Pick<Room, 'width' | 'depth'>): string => `${metres(r.width)} × ${metres(r.depth)} m`

/** The plan in one sentence per part, for its text alternative and captions. */
export function describePlan(plan: FloorPlan): string {
  const rooms = plan.rooms.map((r) => `${r.name}, ${roomSize(r)} (${roomSizeMetric(r)})`)
  return `${plan.title}, ${plan.level.toLowerCase()}: ${areaLabel(planArea(plan))} inside the exterior walls. Rooms: ${rooms.join('; ')}.`
}
