import 'bootstrap/dist/css/bootstrap.min.css'
import './admin.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SWRConfig } from 'swr'
import { AdminApp } from './AdminApp.tsx'
import { swrOptions } from './swrOptions.ts'
import { ToastProvider } from './toast.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SWRConfig value={swrOptions}>
      <ToastProvider>
        <AdminApp />
      </ToastProvider>
    </SWRConfig>
  </StrictMode>,
)
