import type { ReactNode } from 'react'
import { AppLink } from '~/components/ui/app-link.tsx'

const isPath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/** A link to a product path (under /sports, localised) or any other URL as it is. */
export function Href({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  if (isPath(href) && href.startsWith('/sports')) {
    return (
      <AppLink to={href.slice('/sports'.length) || '/'} className={className}>
        {children}
      </AppLink>
    )
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  )
}
