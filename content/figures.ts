/**
 * Every figure a visitor reads besides company.ts's company-wide claims (which re-exports this module):
 * each service's turnarounds, times on site and lengths, the ten cities' statistics, the company's
 * history and the figures of its policies. Pages build their sentences from these names;
 * tests/build/figures.test.ts fails when a built page states a duration, a turnaround, a count, a
 * radius or a year that is not here (or in a record's own fields: a project, a review, a press item).
 *
 * Where the spec gives two readings of a figure (section 9), both are named here and each is used on the
 * pages the spec names: the 3D scan is 1-3 hours on the service page and 1-2 (condos) or 2-4 hours
 * (larger homes) in its FAQ; video listing tours take 48-72 hours (FAQ) and cinematic films 7-10
 * business days; the editing page's "Edit" step takes 2-24 hours, its plans 6, 12 or 24 hours.
 */
import { z } from 'zod'
import { BOOKING_RETENTION_MONTHS } from './booking/retention.ts'
import { MAX_RETENTION_MONTHS, SPAM_RETENTION_DAYS } from './leads/fields.ts'
import { defineContent } from './schemas/define.ts'
import { serviceAreaCities } from './service-area-cities.ts'

/** A figure as it is written in a sentence: "24-48 hours", "next business day", "$2.5M+", "94%". */
const figure = z.string().regex(/^\S(.*\S)?$/, 'must be a figure without surrounding spaces')
const named = z.record(z.string(), figure)
/** Turnarounds are kept apart from other durations: "in as little as" names the fastest of them. */
const service = z.object({ turnaround: named }).catchall(z.union([figure, named]))
const year = z.number().int().min(2000).max(2099)

const schema = z.object({
  services: z.object({
    photography: service,
    video: service,
    drone: service,
    matterport: service,
    'ai-services': service,
    editing: service,
    website: service,
    brand: service,
    floorplans: service,
  }),
  /** Each service-area city's statistics (spec: Service-area pages), by city slug. */
  areas: z.record(z.enum(serviceAreaCities.map((c) => c.slug)), named),
  history: z.object({
    founded: year,
    dronePermit: year,
    tours3d: year,
    aiEditing: year,
    aiStagingLaunched: figure,
    areaExpansion: figure,
    awards: z.record(z.string(), year),
  }),
  policies: named,
})

const data = {
  services: {
    photography: {
      turnaround: { standard: '24-48 hours', sameDay: 'same day', quickTurn: '4 hours' },
      /** On site, for homes under 2,500 sq ft. */
      shoot: '1-2 hours',
      blueHour: '30 minutes',
      photos: { perPackage: '25-40', standard: '25-35', large: '35-50+', twilight: '8-12', estate: '50+' },
    },
    video: {
      turnaround: {
        listingTour: '48-72 hours',
        cinematic: '7-10 business days',
        expedited: '72 hours',
        rush: '12 hours',
      },
      length: {
        condoTour: '60-90 seconds',
        largerHome: '2-3 minutes',
        cinematic: '1.5-3 minutes',
        reel: '15-30 seconds',
      },
    },
    drone: {
      turnaround: { standard: '48-72 business hours', rush: 'next business day' },
      onSite: '1-2 hours',
      maxWind: '15 mph',
      aerialEdit: '60-90 seconds',
      photos: { aerials: '10-15', twilight: '6-10' },
    },
    matterport: {
      turnaround: { processing: '24-48 hours' },
      scan: { typical: '1-3 hours', condo: '1-2 hours', largerHome: '2-4 hours' },
      hosting: '12 months',
      hostingExtensions: '2, 3 or 5 years',
    },
    'ai-services': {
      turnaround: { images: '24-48 hours', listingCopy: 'same day', chatbot: '2-3 weeks' },
      valuationAccuracy: '85-92%',
      demo: '30 minutes',
    },
    editing: {
      turnaround: { basic: '24 hours', professional: '12 hours', premium: '6 hours', virtualStaging: '24-48 hours' },
      steps: { upload: '30 minutes', edit: '2-24 hours', review: '1 hour', deliver: 'instant' },
      freeRevisions: '7 days',
    },
    website: {
      turnaround: {
        singleProperty: '3-5 business days',
        agentSite: '2-4 weeks',
        custom: '6-12 weeks',
        mobileApp: '12-20 weeks',
      },
      price: {
        singlePropertyFrom: '$500',
        singlePropertyUpTo: '$1,500',
        agentSiteFrom: '$2,500',
        agentSiteUpTo: '$10,000+',
        teamSiteFrom: '$2,500',
        mobileAppFrom: '$15,000',
      },
    },
    brand: {
      turnaround: { production: '10-14 business days' },
      minimum: { starter: '6', team: '24' },
    },
    floorplans: {
      turnaround: { standard: '24-48 hours', rush: 'next business day' },
    },
  },
  areas: {
    toronto: { properties: '500+', turnaround: '24 hours', agents: '150+' },
    mississauga: { properties: '400+', turnaround: '24 hours', agents: '120+' },
    brampton: { properties: '350+', turnaround: '48 hours', agents: '90+' },
    markham: { properties: '220+', averageValue: '$2.1M+', satisfaction: '96%' },
    vaughan: { properties: '280+', averageValue: '$1.8M+', executiveFocus: '94%' },
    'richmond-hill': { properties: '160+', averageValue: '$2.5M+', eliteService: '98%', valuedAt: '$2M+' },
    burlington: { properties: '180+', averageValue: '$1.2M+', satisfaction: '98%' },
    milton: { properties: '250+', turnaround: '72 hours', agents: '60+' },
    oakville: { properties: '200+', averageValue: '$5M+', retention: '95%' },
    hamilton: { properties: '300+', turnaround: '48 hours', agents: '85+' },
  },
  history: {
    founded: 2007,
    dronePermit: 2012,
    tours3d: 2016,
    /** AI-assisted editing came first; AI virtual staging launched as a service in April 2022. */
    aiEditing: 2019,
    aiStagingLaunched: 'April 2022',
    areaExpansion: 'February 2024',
    awards: { companyOfTheYear: 2023, aerialImaging: 2021, topRatedLocalBusiness: 2019 },
  },
  policies: {
    freeCancellation: '24 hours',
    lateCancellationFee: '50%',
    interestPerMonth: '1.5%',
    interestPerYear: '19.56%',
    privacyRequests: '30 days',
    quoteRequestRetention: `${MAX_RETENTION_MONTHS} months`,
    spamRetention: `${SPAM_RETENTION_DAYS} days`,
    bookingRetention: `${BOOKING_RETENTION_MONTHS} months`,
    revisionRequests: '7 days',
    filesKept: '12 months',
  },
} satisfies z.input<typeof schema>

/** Validated like every content module; typed by its data, so each figure's name is checked where it is used. */
defineContent('content/figures.ts', schema, data)
export const figures = data

const { basic, professional, premium } = figures.services.editing.turnaround
/** The editing plans' turnarounds, fastest first: "6, 12 or 24 hours". */
export const editingPlanTurnarounds = oneOf(premium, professional, basic)

/** A figure before a noun: "24 hours" → "24-hour" (turnaround), "60-90 seconds" → "60-90 second" (edit). */
export const beforeNoun = (figure: string): string =>
  figure.replace(/^(\d+(?:\.\d+)?) (\w+?)s$/, '$1-$2').replace(/^(\d+(?:\.\d+)?-\d+(?:\.\d+)?) (\w+?)s$/, '$1 $2')

/** A price range from two prices: "$500", "$1,500" → "$500-1,500". */
export const priceRange = (from: string, upTo: string): string => `${from}-${upTo.replace(/^\$/, '')}`

/** A turnaround as a statistic: "24 hours" → "24hr". */
export const asStat = (figure: string): string => figure.replace(/^(\d+) hours$/, '$1hr')

/** A figure opening a line: "next business day" → "Next business day". */
export const capitalised = (figure: string): string => figure.charAt(0).toUpperCase() + figure.slice(1)

/** Figures of one unit as alternatives: "6 hours", "12 hours", "24 hours" → "6, 12 or 24 hours". */
export function oneOf(...list: [string, string, ...string[]]): string {
  const [amounts, units] = [list.map((f) => f.split(' ')[0]), new Set(list.map((f) => f.replace(/^\S+ /, '')))]
  if (units.size !== 1) throw new Error(`content/figures.ts: oneOf needs figures of one unit, got ${list.join(', ')}`)
  return `${amounts.slice(0, -1).join(', ')} or ${amounts.at(-1)} ${[...units][0]}`
}
