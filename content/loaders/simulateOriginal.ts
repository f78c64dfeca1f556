/**
 * The recipe that turns a finished photograph into a "simulated original": how the same frame might
 * have come out of the camera before editing. The editing page (content/services/editing.ts) shows each
 * finished photograph beside one, labelled "Simulated original", because the sample photographs come
 * without their real unedited captures.
 *
 * What it does, in order (sharp 0.35, Node only):
 * 1. Converging verticals: the frame is warped as if the camera had been tilted up, so vertical lines
 *    lean towards each other at the top. sharp has no perspective transform, so it is a per-row
 *    horizontal resample of the raw pixels (bilinear): the top row takes in a `KEYSTONE` wider strip of
 *    the scene than the bottom row, both centred. The frame stays filled (no empty corners).
 * 2. Exposure down and a colour cast: `linear()` scales each channel (about two thirds of a stop
 *    darker, red kept and blue cut most: the warm cast of tungsten light) and lifts the black point,
 *    as an unedited capture is flatter.
 * 3. Less saturation (`modulate()`), as a capture before colour correction.
 * Nothing else: no sky replacement, no retouching, no new content.
 *
 * The result has the finished photograph's pixel size, is a JPEG (quality 92) and records the recipe
 * and its version in its EXIF description. Change `SIMULATED_ORIGINAL_RECIPE` with any change to the
 * recipe: it is part of the cache key (simulatedOriginals.ts), so every "before" is made again.
 */
import sharp from 'sharp'

/** Version of the recipe below; part of every cached file's key. */
export const SIMULATED_ORIGINAL_RECIPE = 1

/** How much wider the strip of scene the top row shows than the bottom row (0.08: 8 %). */
const KEYSTONE = 0.08
/** Per-channel gain (R, G, B): about -0.6 EV with a warm cast. */
const GAIN = [0.74, 0.67, 0.53]
/** Black point lifted by this much (0-255) on every channel: a flatter, unedited look. */
const LIFT = 12
const SATURATION = 0.8

export async function simulateOriginal(input: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(input).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const warped = convergeVerticals(data, info.width, info.height, info.channels)
  return sharp(warped, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .linear(GAIN, [LIFT, LIFT, LIFT])
    .modulate({ saturation: SATURATION })
    .withExif({
      IFD0: {
        ImageDescription: `Simulated original (recipe ${SIMULATED_ORIGINAL_RECIPE}): the finished photograph made darker, with a warm cast and converging verticals`,
      },
    })
    .jpeg({ quality: 92 })
    .toBuffer()
}

/**
 * Resamples each row about the centre: row y shows a strip `scale(y)` times the frame's width, from
 * 1 at the top to 1 / (1 + KEYSTONE) at the bottom, stretched to the full width.
 */
function convergeVerticals(data: Buffer, width: number, height: number, channels: number): Buffer {
  const out = Buffer.alloc(data.length)
  const centre = (width - 1) / 2
  for (let y = 0; y < height; y++) {
    const fromTop = height > 1 ? y / (height - 1) : 0
    const scale = (1 + KEYSTONE * (1 - fromTop)) / (1 + KEYSTONE)
    const row = y * width * channels
    for (let x = 0; x < width; x++) {
      const source = centre + (x - centre) * scale
      const left = Math.max(0, Math.min(width - 1, Math.floor(source)))
      const right = Math.min(width - 1, left + 1)
      const t = Math.max(0, Math.min(1, source - left))
      for (let c = 0; c < channels; c++) {
        const a = data[row + left * channels + c]!
        const b = data[row + right * channels + c]!
        out[row + x * channels + c] = Math.round(a + (b - a) * t)
      }
    }
  }
  return out
}
