// Money as text: the domain's one formatter (Intl in the user's locale), shared with the server.
export { formatMoney } from '@sportsbook/domain'
