import 'bootstrap/dist/css/bootstrap.min.css'
import './account.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SWRConfig } from 'swr'
import { swrOptions } from '../swrOptions.ts'
import { AccountApp } from './AccountApp.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SWRConfig value={swrOptions}>
      <AccountApp />
    </SWRConfig>
  </StrictMode>,
)
