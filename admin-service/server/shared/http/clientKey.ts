import ipaddr from 'ipaddr.js'

/**
 * The rate-limit key of a client address: an IPv4 address as it is, an IPv6 address by its /64 (one
 * customer's whole block, which an attacker could otherwise rotate through), an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`, how a dual-stack socket reports IPv4) as the IPv4 address.
 */
export function clientKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return 'unknown'
  const ip = ipaddr.process(address)
  if (ip.kind() === 'ipv4') return ip.toString()
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4)
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`
}
