import { lazy, Suspense, useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { SearchIcon } from '~/components/ui/nav-icons.tsx'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { setHostSearchOpen, useHostSearchOpen } from '~/lib/search/host-search.ts'

const SearchDialog = lazy(() => import('./search-dialog.tsx').then((m) => ({ default: m.SearchDialog })))

/**
 * The header's search entry: an icon button opening the search dialog (loaded on first open). The
 * header's one (not the `wide` widget) also opens and closes when the host page asks (`search_modal`).
 */
export function SearchButton({ wide = false }: { wide?: boolean }) {
  const intl = useIntl()
  const brand = useBrand()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const hostAsks = useHostSearchOpen()
  useEffect(() => {
    if (wide) return
    if (hostAsks) setLoaded(true)
    setOpen(hostAsks)
  }, [hostAsks, wide])
  const openChange = (o: boolean) => {
    setOpen(o)
    if (!o && !wide) setHostSearchOpen(false)
  }
  if (brand && !brand.features.search) return null
  const label = intl.formatMessage({ id: 'search.open' })
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        aria-haspopup="dialog"
        className={
          wide
            ? 'flex w-full items-center gap-2 rounded-md border border-line bg-surface px-3 py-2.5 text-muted hover:bg-raised'
            : 'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg'
        }
        aria-label={wide ? undefined : label}
      >
        <SearchIcon />
        {wide && <span>{intl.formatMessage({ id: 'search.label' })}</span>}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog isOpen={open} onOpenChange={openChange} />
        </Suspense>
      )}
    </>
  )
}
