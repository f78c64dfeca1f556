/**
 * Test films made by Debian's ffmpeg (scripts/ensure-test-tools.mjs installs it): one second of a test
 * pattern and a tone, H.264 and AAC in MP4, as a phone or camera would deliver it.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/** What an agent's phone wrote into its film: the tags that must not reach the unbranded tour. */
export const AGENT_FILM_TAGS = {
  artist: 'Dana Agent, Lakeside Realty',
  comment: 'Call Dana at 416-555-0199',
  location: '+43.6532-079.3832/',
}

/** A 1-second MP4 (320x240, with sound) carrying `tags` as container metadata. */
export async function taggedFilm(tags: Record<string, string> = AGENT_FILM_TAGS): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'film-'))
  const file = path.join(dir, 'film.mp4')
  try {
    await promisify(execFile)(process.env.FFMPEG_PATH || 'ffmpeg', [
      ...['-nostdin', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=1'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
      ...Object.entries(tags).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]),
      file,
    ])
    return await readFile(file)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
