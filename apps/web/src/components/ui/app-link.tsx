import type { ComponentProps } from 'react'
import { Link, NavLink } from 'react-router'
import { useHref } from '~/hooks/use-locale.ts'

type Props = Omit<ComponentProps<typeof Link>, 'to'> & { to: string }

/** A link to a product path (from config/paths.ts), prefixed with /sports and the current locale. */
export function AppLink({ to, ...rest }: Props) {
  const toHref = useHref()
  return <Link to={toHref(to)} prefetch="intent" {...rest} />
}

type NavProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string }

export function AppNavLink({ to, ...rest }: NavProps) {
  const toHref = useHref()
  return <NavLink to={toHref(to)} prefetch="intent" {...rest} />
}
