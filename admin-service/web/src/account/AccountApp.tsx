import useSWR from 'swr'
import { FetchFailed, Status } from '../LoadState.tsx'
import { AccountOverview } from './AccountOverview.tsx'
import { ACCOUNT_KEY, type AccountData } from './accountData.ts'
import { SignInForm } from './SignInForm.tsx'

/** `/account`: the agent's data when signed in (the API answers 401 otherwise), else the sign-in form. */
export function AccountApp() {
  const { data, error, isLoading } = useSWR<AccountData>(ACCOUNT_KEY)
  if (isLoading) return <Status text="Loading your account..." />
  if (error && String((error as Error).message).startsWith('401')) return <SignInForm />
  if (error) return <FetchFailed what="Your account could not be loaded" error={error} />
  return data ? <AccountOverview data={data} /> : <SignInForm />
}
