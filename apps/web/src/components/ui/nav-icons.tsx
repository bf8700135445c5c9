import type { NavItem } from '@sportsbook/contract'
import { CalendarIcon, HomeIcon, LiveIcon, MenuIcon, TicketIcon } from './icons.tsx'

const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  className: 'size-5',
} as const

export const SearchIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg {...base} className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
)

const TrophyIcon = () => (
  <svg {...base}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8" />
  </svg>
)
const StarIcon = () => (
  <svg {...base}>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
  </svg>
)
const InfoIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </svg>
)
const GiftIcon = () => (
  <svg {...base}>
    <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" />
  </svg>
)

/** The icon a brand names for a navigation item (none: text only). */
export function NavIcon({ name }: { name: NavItem['icon'] }) {
  switch (name) {
    case 'home':
      return <HomeIcon />
    case 'live':
      return <LiveIcon />
    case 'calendar':
      return <CalendarIcon />
    case 'menu':
      return <MenuIcon />
    case 'ticket':
      return <TicketIcon />
    case 'trophy':
      return <TrophyIcon />
    case 'star':
      return <StarIcon />
    case 'info':
      return <InfoIcon />
    case 'search':
      return <SearchIcon />
    case 'gift':
      return <GiftIcon />
    default:
      return null
  }
}
