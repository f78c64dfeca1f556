import type { Context } from 'koa'
import { setCookie } from '../auth/index.ts'
import type { OriginPolicy } from '../shared/http/originPolicy.ts'

/**
 * The agents' cookies: the session, and the binding of the browser that asked for a sign-in link. Both
 * httpOnly and SameSite=Lax (a link opened from webmail is a cross-site navigation that must carry them);
 * over https `Secure` with the `__Host-` prefix. Named apart from the owner's, so neither session is the other's.
 */
export type AgentCookies = { secure: boolean; session: string; binding: string }

export const agentCookies = (policy: Pick<OriginPolicy, 'secureCookies'>): AgentCookies => ({
  secure: policy.secureCookies,
  session: policy.secureCookies ? '__Host-agent_sid' : 'agent_sid',
  binding: policy.secureCookies ? '__Host-agent_browser' : 'agent_browser',
})

/** Sets (or, with `value` null, clears) one of the agents' cookies: the service's cookie, SameSite=Lax. */
export const setAgentCookie = (
  ctx: Context,
  cookies: AgentCookies,
  name: string,
  value: string | null,
  maxAgeMs: number,
) => setCookie(ctx, cookies, name, value, maxAgeMs, 'lax')
