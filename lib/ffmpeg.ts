/**
 * Debian's `ffmpeg` package run as child processes: `ffprobe` reads a film's streams and tags, `ffmpeg` copies
 * a film without its metadata. Found on PATH, or where `FFMPEG_PATH` and `FFPROBE_PATH` say. A missing program
 * is a `MediaToolMissingError` that names it and the package to install, never a film published as uploaded.
 */
import { execFile } from 'node:child_process'

/** What ffprobe says of a film (`-show_format -show_streams -show_chapters`), the fields read here. */
export type FilmProbe = {
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> }
  streams?: {
    index: number
    codec_type?: string
    codec_name?: string
    codec_tag_string?: string
    disposition?: { attached_pic?: number }
    tags?: Record<string, string>
  }[]
  chapters?: { tags?: Record<string, string> }[]
}

/** ffmpeg or ffprobe is not installed where the service runs. */
export class MediaToolMissingError extends Error {
  override name = 'MediaToolMissingError'
  constructor(readonly tool: 'ffmpeg' | 'ffprobe') {
    super(
      `${tool} is not installed: films cannot be checked or published without their metadata. ` +
        `Install Debian's ffmpeg package (apt-get install -y ffmpeg), or set ${tool.toUpperCase()}_PATH.`,
    )
  }
}

/** A film ffmpeg could not read or write; `message` ends with ffmpeg's own last lines. */
export class FilmToolError extends Error {
  override name = 'FilmToolError'
}

/** The longest one run may take: a remux of a 2 GB film copies it once, about a disk's read and write of it. */
const TIMEOUT_MS = 10 * 60_000

function run(tool: 'ffmpeg' | 'ffprobe', args: string[]): Promise<string> {
  const file = (tool === 'ffmpeg' ? process.env.FFMPEG_PATH : process.env.FFPROBE_PATH) || tool
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout)
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reject(new MediaToolMissingError(tool))
      const said = stderr.trim().split('\n').slice(-3).join(' ').slice(0, 500)
      reject(new FilmToolError(`${tool} failed${said ? `: ${said}` : ` (${error.message})`}`))
    })
  })
}

/** Resolves when both ffmpeg and ffprobe run here; a MediaToolMissingError names the one that does not. */
export async function requireFilmTools(): Promise<void> {
  await run('ffmpeg', ['-hide_banner', '-version'])
  await run('ffprobe', ['-hide_banner', '-version'])
}

/** The streams, chapters and every tag of the film at `file`. */
export async function probeFilm(file: string): Promise<FilmProbe> {
  const json = await run('ffprobe', [
    ...['-v', 'error', '-of', 'json', '-show_format', '-show_streams', '-show_chapters'],
    file,
  ])
  return JSON.parse(json) as FilmProbe
}

/**
 * Copies the film at `source` to `target` (an `.mp4`) without re-encoding and without any metadata: no
 * container, stream or chapter tags (the agent's name, a phone number, the place), no encoder string
 * (bitexact), and only its picture and sound streams; data tracks (camera telemetry such as GoPro's GPS),
 * subtitles and cover images are left out. The moov box goes first, so that a browser starts playing sooner.
 */
export async function remuxWithoutMetadata(source: string, target: string): Promise<void> {
  await run('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y', '-i', source],
    ...['-map', '0:V', '-map', '0:a?', '-c', 'copy'],
    ...['-map_metadata', '-1', '-map_metadata:s', '-1', '-map_chapters', '-1'],
    ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
    ...['-movflags', '+faststart', '-f', 'mp4', target],
  ])
}
