/** A renovated three-bedroom bungalow with its new open kitchen and a family room at the back. */
import { defineContent } from '../schemas/define.ts'
import { floorPlan } from './schema.ts'

export const ravineBungalow = defineContent('content/plans/ravine-bungalow.ts', floorPlan, {
  title: 'Ravine Bungalow',
  level: 'Main floor',
  outline: [
    [0, 0],
    [56, 0],
    [56, 34],
    [0, 34],
  ],
  rooms: [
    { name: 'Primary Bedroom', x: 0, y: 0, width: 14, depth: 15 },
    { name: 'Ensuite', short: 'Ens.', x: 14, y: 0, width: 8, depth: 9, kind: 'wet' },
    { name: 'Walk-in Closet', short: 'WIC', x: 14, y: 9, width: 8, depth: 6, kind: 'storage' },
    { name: 'Living Room', x: 22, y: 0, width: 18, depth: 15 },
    { name: 'Kitchen & Dining', x: 40, y: 0, width: 16, depth: 15 },
    { name: 'Hall', x: 0, y: 15, width: 40, depth: 4 },
    { name: 'Bedroom 2', x: 0, y: 19, width: 12, depth: 15 },
    { name: 'Laundry', short: 'Laun.', x: 12, y: 19, width: 8, depth: 6, kind: 'wet' },
    { name: 'Bath', x: 12, y: 25, width: 8, depth: 9, kind: 'wet' },
    { name: 'Bedroom 3', x: 20, y: 19, width: 12, depth: 15 },
    { name: 'Foyer', x: 32, y: 19, width: 8, depth: 15 },
    { name: 'Family Room', x: 40, y: 15, width: 16, depth: 19 },
  ],
  doors: [
    { x: 35, y: 34, along: 'x', width: 3, hinge: 'start', opens: 'before' },
    { x: 10, y: 15, along: 'x', width: 2.67, hinge: 'end', opens: 'before' },
    { x: 14, y: 2, along: 'y', width: 2.5, hinge: 'start', opens: 'after' },
    { x: 14, y: 10.5, along: 'y', width: 2.5, hinge: 'start', opens: 'after' },
    { x: 8, y: 19, along: 'x', width: 2.67, hinge: 'end', opens: 'after' },
    { x: 14, y: 19, along: 'x', width: 2.5, hinge: 'start', opens: 'after' },
    { x: 12, y: 27, along: 'y', width: 2.5, hinge: 'start', opens: 'after' },
    { x: 24, y: 19, along: 'x', width: 2.67, hinge: 'start', opens: 'after' },
  ],
  openings: [
    { x: 24, y: 15, along: 'x', width: 14 },
    { x: 33, y: 19, along: 'x', width: 6 },
    { x: 40, y: 1, along: 'y', width: 13 },
    { x: 42, y: 15, along: 'x', width: 12 },
    { x: 40, y: 22, along: 'y', width: 6 },
  ],
  windows: [
    { x: 3, y: 0, along: 'x', width: 7 },
    { x: 25, y: 0, along: 'x', width: 12 },
    { x: 44, y: 0, along: 'x', width: 8 },
    { x: 0, y: 4, along: 'y', width: 6 },
    { x: 0, y: 23, along: 'y', width: 7 },
    { x: 3, y: 34, along: 'x', width: 6 },
    { x: 23, y: 34, along: 'x', width: 6 },
    { x: 44, y: 34, along: 'x', width: 8 },
    { x: 56, y: 4, along: 'y', width: 6 },
    { x: 56, y: 20, along: 'y', width: 10 },
  ],
  north: 0,
})
