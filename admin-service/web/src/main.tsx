import 'bootstrap/dist/css/bootstrap.min.css'
import './admin.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SWRConfig } from 'swr'
import { AdminApp } from './AdminApp.tsx'
import { fetcher } from './api.ts'
import { ToastProvider } from './toast.tsx'

// Spec section 9: no refetch interval or on focus, data never stale, no retries.
const swrOptions = {
  fetcher,
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SWRConfig value={swrOptions}>
      <ToastProvider>
        <AdminApp />
      </ToastProvider>
    </SWRConfig>
  </StrictMode>,
)
