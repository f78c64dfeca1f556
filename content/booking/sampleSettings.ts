/**
 * The booking settings a fresh service starts with: one photographer (the About page's lead
 * photographer) working Monday to Saturday 8:00-18:00, so a new `npm start` offers slots. Durations are
 * the site's own claims (content/figures.ts, spec section 9): photography 1-2 h under 2,500 sq ft,
 * 3D scans 1-2 h for condos and 2-4 h larger, drone 1-2 h, video shoots 2-3 h; the five add-ons the studio
 * sells. No prices: the owner sets them in /admin, and until then visitors read "price confirmed by e-mail".
 */
import { defineContent } from '../schemas/define.ts'
import { bookingSettings } from './settings.ts'

const workday = [{ start: '08:00', end: '18:00' }]
const sizes = ['condo', 'under-2500', '2500-4000', 'over-4000'] as const
const bySize = (...minutes: [number, number, number, number]) =>
  Object.fromEntries(sizes.map((size, i) => [size, minutes[i]!]))

export const sampleBookingSettings = defineContent('content/booking/sampleSettings.ts', bookingSettings, {
  sizes: [
    { id: 'condo', label: 'Condo or apartment' },
    { id: 'under-2500', label: 'House under 2,500 sq ft' },
    { id: '2500-4000', label: 'House 2,500 to 4,000 sq ft' },
    { id: 'over-4000', label: 'House over 4,000 sq ft' },
  ],
  services: [
    { id: 'photography', durations: bySize(60, 90, 120, 120), bufferMinutes: 15 },
    { id: 'drone', durations: bySize(60, 60, 90, 120), bufferMinutes: 15 },
    { id: 'matterport', durations: bySize(60, 120, 180, 240), bufferMinutes: 15 },
    { id: 'video', durations: bySize(120, 120, 150, 180), bufferMinutes: 15 },
  ],
  twilight: { minutesAfterSunset: 20, durationMinutes: 60 },
  addOns: [
    { id: 'floor-plan', name: 'Floor plan', per: 'shoot', offered: true },
    { id: 'twilight', name: 'Twilight', per: 'shoot', offered: true },
    { id: 'virtual-staging', name: 'Virtual staging', per: 'image', offered: true },
    { id: 'rush-delivery', name: 'Rush delivery', per: 'shoot', offered: true },
    { id: 'extra-photos', name: 'Extra photos', per: 'image', offered: true },
  ],
  team: [
    {
      id: 'daniel-reyes',
      name: 'Daniel Reyes',
      services: ['photography', 'drone', 'matterport', 'video', 'twilight'],
      weeklyHours: { sun: [], mon: workday, tue: workday, wed: workday, thu: workday, fri: workday, sat: workday },
    },
  ],
  zones: [
    {
      id: 'toronto-core',
      name: 'Downtown and midtown Toronto',
      prefixes: ['M4', 'M5', 'M6'],
      latitude: 43.66,
      longitude: -79.39,
    },
    {
      id: 'toronto-outer',
      name: 'Scarborough, North York and Etobicoke',
      prefixes: ['M1', 'M2', 'M3', 'M7', 'M8', 'M9'],
      latitude: 43.75,
      longitude: -79.38,
    },
    {
      id: 'york',
      name: 'Vaughan, Richmond Hill and Markham',
      prefixes: [
        'L3P',
        'L3R',
        'L3S',
        'L3T',
        'L4B',
        'L4C',
        'L4E',
        'L4S',
        'L4H',
        'L4J',
        'L4K',
        'L4L',
        'L6A',
        'L6B',
        'L6C',
        'L6E',
        'L6G',
      ],
      latitude: 43.86,
      longitude: -79.43,
    },
    {
      id: 'peel',
      name: 'Mississauga and Brampton',
      prefixes: [
        'L4T',
        'L4V',
        'L4W',
        'L4X',
        'L4Y',
        'L4Z',
        'L5',
        'L6P',
        'L6R',
        'L6S',
        'L6T',
        'L6V',
        'L6W',
        'L6X',
        'L6Y',
        'L6Z',
        'L7A',
      ],
      latitude: 43.65,
      longitude: -79.7,
    },
    {
      id: 'halton',
      name: 'Oakville, Burlington and Milton',
      prefixes: ['L6H', 'L6J', 'L6K', 'L6L', 'L6M', 'L7L', 'L7M', 'L7N', 'L7P', 'L7R', 'L7S', 'L7T', 'L9T', 'L9E'],
      latitude: 43.45,
      longitude: -79.75,
    },
    {
      id: 'hamilton',
      name: 'Hamilton',
      prefixes: ['L8', 'L9A', 'L9B', 'L9C', 'L9G', 'L9H', 'L9K'],
      latitude: 43.25,
      longitude: -79.87,
    },
  ],
  travel: [
    { from: 'toronto-core', to: 'toronto-outer', minutes: 35 },
    { from: 'toronto-core', to: 'york', minutes: 45 },
    { from: 'toronto-core', to: 'peel', minutes: 45 },
    { from: 'toronto-core', to: 'halton', minutes: 50 },
    { from: 'toronto-core', to: 'hamilton', minutes: 70 },
    { from: 'toronto-outer', to: 'york', minutes: 35 },
    { from: 'toronto-outer', to: 'peel', minutes: 40 },
    { from: 'toronto-outer', to: 'halton', minutes: 50 },
    { from: 'toronto-outer', to: 'hamilton', minutes: 70 },
    { from: 'york', to: 'peel', minutes: 45 },
    { from: 'york', to: 'halton', minutes: 60 },
    { from: 'york', to: 'hamilton', minutes: 80 },
    { from: 'peel', to: 'halton', minutes: 30 },
    { from: 'peel', to: 'hamilton', minutes: 50 },
    { from: 'halton', to: 'hamilton', minutes: 30 },
  ],
  sameZoneMinutes: 25,
  otherMinutes: 90,
  noticeHours: 48,
  horizonDays: 45,
  cutoffHours: 24,
  holdMinutes: 10,
  stepMinutes: 30,
  confirmation: 'instant',
  reminderTime: '17:00',
})
