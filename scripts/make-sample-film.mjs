/**
 * Makes the sample property film and its poster from the sample property photographs:
 * `npm run media:film` (needs Debian's ffmpeg: `apt-get install -y ffmpeg`, and its DejaVu fonts).
 * What it shows and for how long is content/films/sampleFilm.ts; the results are committed
 * (templates/public/media/*.mp4 and content/images/photos/sample-film-poster.jpg), so no build needs ffmpeg.
 *
 * Each photograph is cropped to 16:9, enlarged to 3840 px (a slow zoom over an 800 px photograph
 * jitters by whole pixels otherwise), panned or zoomed in turn (Ken Burns), and cross-faded into the
 * next; the first carries the title, and every frame says "Sample film" in its corner. H.264 High
 * profile, yuv420p, no sound, `faststart` so that playback starts before the file is downloaded.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { filmSeconds, sampleFilm as film } from '../content/films/sampleFilm.ts'

const root = path.resolve(import.meta.dirname, '..')
const photosDir = path.join(root, 'content/images/photos')
const output = path.join(root, 'templates/public', film.src)
const poster = path.join(photosDir, film.poster)
const fonts = '/usr/share/fonts/truetype/dejavu'
for (const needed of [`${fonts}/DejaVuSans.ttf`, `${fonts}/DejaVuSans-Bold.ttf`])
  if (!existsSync(needed)) throw new Error(`${needed} is missing: apt-get install -y fonts-dejavu-core`)

const { width, height, fps } = film
const seconds = (i) => (i === 0 ? film.firstShotSeconds : film.shotSeconds)
// Zoom and pan of each shot in zoompan's terms: `on` is the output frame, `n` the shot's frame count.
const moves = [
  { z: '1.16-0.16*on/n', x: '(iw-iw/zoom)/2', y: '(ih-ih/zoom)/2' },
  { z: '1+0.14*on/n', x: '(iw-iw/zoom)/2', y: '(ih-ih/zoom)/2' },
  { z: '1.12', x: '(iw-iw/zoom)*on/n', y: '(ih-ih/zoom)/2' },
  { z: '1+0.12*on/n', x: '(iw-iw/zoom)/3', y: '(ih-ih/zoom)/3' },
  { z: '1.12', x: '(iw-iw/zoom)*(1-on/n)', y: '(ih-ih/zoom)/2' },
]

const shots = film.shots.map((name, i) => {
  const n = seconds(i) * fps
  const move = moves[i % moves.length]
  const expr = (e) => e.replaceAll('/n', `/${n}`)
  const darken = i === 0 ? `,eq=brightness='-0.22*min(1,max(0,(4-t)/0.8))':eval=frame` : ''
  return (
    `[${i}:v]crop=iw:iw*9/16,scale=3840:2160:flags=lanczos,setsar=1,` +
    `zoompan=z='${expr(move.z)}':x='${expr(move.x)}':y='${expr(move.y)}':d=${n}:s=${width}x${height}:fps=${fps}` +
    `${darken},format=yuv420p[s${i}]`
  )
})
let last = 's0'
let offset = 0
const fades = film.shots.slice(1).map((_, k) => {
  offset += seconds(k) - film.fadeSeconds
  const out = `x${k + 1}`
  const step = `[${last}][s${k + 1}]xfade=transition=fade:duration=${film.fadeSeconds}:offset=${offset}[${out}]`
  last = out
  return step
})
const text = (words, size, y, bold, enable, extra = '') =>
  `drawtext=fontfile=${fonts}/DejaVuSans${bold ? '-Bold' : ''}.ttf:text='${words}':fontsize=${size}:fontcolor=white` +
  `:x=(w-text_w)/2:y=${y}${enable}${extra}`
const title = ":enable='between(t,0.3,3.6)':alpha='min(1,min((t-0.3)/0.5,(3.6-t)/0.5))'"
const labels =
  `[${last}]` +
  [
    text('SAMPLE PROPERTY FILM', 64, 'h/2-70', true, title, ':shadowcolor=black@0.6:shadowx=2:shadowy=2'),
    text('Made from the sample photographs of several homes', 30, 'h/2+20', false, title),
    `drawtext=fontfile=${fonts}/DejaVuSans-Bold.ttf:text='SAMPLE FILM':fontsize=22:fontcolor=white:x=28:y=26` +
      ':box=1:boxcolor=black@0.5:boxborderw=10',
  ].join(',') +
  '[film]'

mkdirSync(path.dirname(output), { recursive: true })
const ffmpeg = (args) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })
ffmpeg([
  ...film.shots.flatMap((name) => ['-i', path.join(photosDir, name)]),
  '-filter_complex',
  [...shots, ...fades, labels].join(';'),
  '-map',
  '[film]',
  '-an',
  '-c:v',
  'libx264',
  '-profile:v',
  'high',
  '-preset',
  'veryslow',
  '-crf',
  '27',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  '-t',
  String(filmSeconds(film)),
  output,
])
// The poster is the title card, 1.8 s in, at full quality (the site encodes its responsive copies).
ffmpeg(['-ss', '1.8', '-i', output, '-frames:v', '1', '-q:v', '3', poster])
console.log(
  `${path.relative(root, output)}: ${(statSync(output).size / 1e6).toFixed(2)} MB, ${filmSeconds(film)} s, ${width}x${height}`,
)
console.log(`${path.relative(root, poster)}: ${(statSync(poster).size / 1e3).toFixed(0)} KB`)
