import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { openModal } from '~/lib/modal/modal-store.ts'
import { modalFromUrl } from './url-modal.ts'

/** Opens the modal a URL names (spec §2) and then removes it from the address bar. */
export function useUrlModal(): void {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const found = modalFromUrl(pathname, search, hash)
    if (!found) return
    openModal(found.name, { params: found.params })
    void navigate(found.cleanUrl, { replace: true, preventScrollReset: true })
  }, [pathname, search, hash, navigate])
}
