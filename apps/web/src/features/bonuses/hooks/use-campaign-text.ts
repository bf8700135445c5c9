import { useIntl } from 'react-intl'

/** A recurring campaign's key ends in the date its run starts (`demo-tournament-2026-11-23`). */
const RUN_DATE = /-\d{4}-\d{2}-\d{2}$/

/**
 * A campaign's name or description in the user's language: the catalogue's
 * `bonus.campaign.<key>.<field>` when it has one (demo campaigns), else the one of its series (the key
 * without its run date, so every week's tournament reads the same), else the operator's text.
 */
export function useCampaignText() {
  const intl = useIntl()
  return (c: { key: string; name: string; description: string }, field: 'name' | 'description') => {
    for (const key of [c.key, c.key.replace(RUN_DATE, '')]) {
      const id = `bonus.campaign.${key}.${field}`
      if (id in intl.messages) return intl.formatMessage({ id })
    }
    return c[field]
  }
}
