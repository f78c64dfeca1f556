/** A four-season cottage: great room and deck on the water, three bedrooms and a bunk room behind. */
import { defineContent } from '../schemas/define.ts'
import { floorPlan } from './schema.ts'

export const waterfrontCottage = defineContent('content/plans/waterfront-cottage.ts', floorPlan, {
  title: 'Waterfront Cottage',
  level: 'Main floor',
  outline: [
    [0, 0],
    [44, 0],
    [44, 32],
    [0, 32],
  ],
  rooms: [
    { name: 'Great Room', x: 0, y: 0, width: 26, depth: 18 },
    { name: 'Kitchen', x: 26, y: 0, width: 18, depth: 14 },
    { name: 'Pantry', short: 'Pan.', x: 26, y: 14, width: 6, depth: 4, kind: 'storage' },
    { name: 'Entry', x: 32, y: 14, width: 12, depth: 8 },
    { name: 'Bedroom 1', x: 0, y: 18, width: 12, depth: 14 },
    { name: 'Hall', x: 12, y: 18, width: 20, depth: 4 },
    { name: 'Bath', x: 12, y: 22, width: 8, depth: 10, kind: 'wet' },
    { name: 'Bedroom 2', x: 20, y: 22, width: 12, depth: 10 },
    { name: 'Bunk Room', x: 32, y: 22, width: 12, depth: 10 },
    { name: 'Deck', x: 0, y: -10, width: 30, depth: 10, kind: 'outdoor' },
  ],
  doors: [
    { x: 44, y: 15, along: 'y', width: 3, hinge: 'start', opens: 'before' },
    { x: 12, y: 18.5, along: 'y', width: 2.67, hinge: 'start', opens: 'before' },
    { x: 13, y: 22, along: 'x', width: 2.5, hinge: 'start', opens: 'after' },
    { x: 28, y: 22, along: 'x', width: 2.67, hinge: 'end', opens: 'after' },
    { x: 33, y: 22, along: 'x', width: 2.67, hinge: 'start', opens: 'after' },
    { x: 27, y: 14, along: 'x', width: 2.5, hinge: 'start', opens: 'before' },
  ],
  openings: [
    { x: 13, y: 18, along: 'x', width: 12 },
    { x: 32, y: 18.5, along: 'y', width: 3 },
    { x: 26, y: 1, along: 'y', width: 12 },
    { x: 33, y: 14, along: 'x', width: 10 },
    { x: 8, y: 0, along: 'x', width: 8 },
  ],
  windows: [
    { x: 2, y: 0, along: 'x', width: 5 },
    { x: 18, y: 0, along: 'x', width: 6 },
    { x: 30, y: 0, along: 'x', width: 10 },
    { x: 0, y: 4, along: 'y', width: 10 },
    { x: 0, y: 22, along: 'y', width: 7 },
    { x: 3, y: 32, along: 'x', width: 6 },
    { x: 23, y: 32, along: 'x', width: 6 },
    { x: 35, y: 32, along: 'x', width: 6 },
    { x: 44, y: 3, along: 'y', width: 8 },
    { x: 44, y: 24, along: 'y', width: 6 },
  ],
  north: 0,
})
