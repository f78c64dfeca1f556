import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  to: string[]
  subject: string
  text: string
  messageId: string
  replyTo: string
  raw: string
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 that keeps every message it accepts,
 * parsed with mailparser. `stop()` closes the port (senders get ECONNREFUSED) and `start()` opens the
 * same port again, so a test can take the mail server down and bring it back.
 */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = []
  let server: SMTPServer | null = null
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no certificate for the client to check.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          simpleParser(raw).then(
            (mail: ParsedMail) => {
              received.push({
                to: session.envelope.rcptTo.map((r) => r.address),
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                messageId: mail.messageId ?? '',
                replyTo: mail.replyTo?.text ?? '',
                raw,
              })
              callback()
            },
            (error: Error) => callback(error),
          )
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject)
      server!.listen(port, '127.0.0.1', () => {
        port = (server!.server.address() as { port: number }).port
        resolve()
      })
    })
  }
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  await start()
  return {
    get port() {
      return port
    },
    get url() {
      return `smtp://127.0.0.1:${port}`
    },
    received,
    start,
    stop,
  }
}
