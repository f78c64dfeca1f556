import QRCode from 'qrcode'

/**
 * A QR code of `url` as an SVG document (the `qrcode` package, no canvas), for the delivery page: the agent
 * prints it on a feature sheet or a yard sign. Dark on light with a quiet zone, error correction M.
 */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#0f2a3dff', light: '#ffffffff' },
  })
}
