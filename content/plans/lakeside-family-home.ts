/** The main floor of a lakeside family home: great room and kitchen facing the water, office and mudroom at the front. */
import { defineContent } from '../schemas/define.ts'
import { floorPlan } from './schema.ts'

export const lakesideFamilyHome = defineContent('content/plans/lakeside-family-home.ts', floorPlan, {
  title: 'Lakeside Family Home',
  level: 'Main floor',
  outline: [
    [0, 0],
    [40, 0],
    [40, 28],
    [0, 28],
  ],
  rooms: [
    { name: 'Great Room', x: 0, y: 0, width: 22, depth: 16 },
    { name: 'Kitchen', x: 22, y: 0, width: 18, depth: 14 },
    { name: 'Office', x: 0, y: 16, width: 14, depth: 12 },
    { name: 'Foyer', x: 14, y: 16, width: 8, depth: 12 },
    { name: 'Powder Room', short: 'Pwd.', x: 22, y: 14, width: 6, depth: 6, kind: 'wet' },
    { name: 'Coat Closet', short: 'Clo.', x: 22, y: 20, width: 6, depth: 8, kind: 'storage' },
    { name: 'Stairs', x: 28, y: 14, width: 12, depth: 5, kind: 'storage' },
    { name: 'Mudroom & Laundry', x: 28, y: 19, width: 12, depth: 9, kind: 'wet' },
    { name: 'Deck', x: 2, y: -10, width: 26, depth: 10, kind: 'outdoor' },
  ],
  doors: [
    { x: 16, y: 28, along: 'x', width: 3, hinge: 'start', opens: 'before' },
    { x: 14, y: 20, along: 'y', width: 2.67, hinge: 'end', opens: 'before' },
    { x: 22, y: 16.5, along: 'y', width: 2.5, hinge: 'start', opens: 'after' },
    { x: 22, y: 22, along: 'y', width: 3, hinge: 'start', opens: 'after' },
    { x: 34, y: 28, along: 'x', width: 3, hinge: 'end', opens: 'before' },
  ],
  openings: [
    { x: 15, y: 16, along: 'x', width: 6 },
    { x: 22, y: 1, along: 'y', width: 12 },
    { x: 29, y: 14, along: 'x', width: 10 },
    { x: 30, y: 19, along: 'x', width: 6 },
    { x: 6, y: 0, along: 'x', width: 6 },
  ],
  windows: [
    { x: 1, y: 0, along: 'x', width: 4 },
    { x: 14, y: 0, along: 'x', width: 6 },
    { x: 26, y: 0, along: 'x', width: 10 },
    { x: 0, y: 3, along: 'y', width: 9 },
    { x: 0, y: 19, along: 'y', width: 6 },
    { x: 40, y: 2, along: 'y', width: 10 },
    { x: 3, y: 28, along: 'x', width: 7 },
  ],
  north: 180,
})
