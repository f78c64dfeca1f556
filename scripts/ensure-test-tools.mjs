#!/usr/bin/env node
// The tests use programs from Debian's packages, never downloaded builds (`npx playwright install` cannot download a browser here): Chromium for the
// browser tests, a Java runtime for the W3C Nu HTML checker (the vnu-jar package's vnu.jar), nginx for
// the test of deploy/nginx.conf, OpenSSL for the reliability suite's test certificate, ffmpeg (which the admin
// service also needs: it publishes films without their metadata) to make and read test films, and
// poppler-utils' pdftotext to read invoice PDFs back. Installs each one
// that is missing with apt when we are root, otherwise says exactly what to install.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** A program the tests run and the Debian package that provides it. */
const tools = [
  { what: 'Chromium', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', env: 'CHROMIUM_PATH' },
  { what: 'Java', path: process.env.JAVA_PATH ?? '/usr/bin/java', pkg: 'default-jre-headless', env: 'JAVA_PATH' },
  { what: 'nginx', path: process.env.NGINX_PATH ?? '/usr/sbin/nginx', pkg: 'nginx-light', env: 'NGINX_PATH' },
  // The reliability suite's TLS reverse proxy makes its test certificate with openssl.
  { what: 'OpenSSL', path: process.env.OPENSSL_PATH ?? '/usr/bin/openssl', pkg: 'openssl', env: 'OPENSSL_PATH' },
  { what: 'ffmpeg', path: process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg', pkg: 'ffmpeg', env: 'FFMPEG_PATH' },
  { what: 'ffprobe', path: process.env.FFPROBE_PATH ?? '/usr/bin/ffprobe', pkg: 'ffmpeg', env: 'FFPROBE_PATH' },
  // The invoice PDF tests read the PDF back as text, as a client's reader would.
  {
    what: 'pdftotext',
    path: process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext',
    pkg: 'poppler-utils',
    env: 'PDFTOTEXT_PATH',
  },
]

const missing = tools.filter((tool) => !existsSync(tool.path))
if (missing.length > 0) {
  const packages = [...new Set(missing.map((tool) => tool.pkg))]
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    for (const tool of missing) console.error(`${tool.what} not found at ${tool.path} (or set ${tool.env}).`)
    console.error(`Install with:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`)
    process.exit(1)
  }
  console.log(`Installing Debian packages ${packages.join(', ')} with apt-get...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env })
}
