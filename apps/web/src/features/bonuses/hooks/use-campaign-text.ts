import { useIntl } from 'react-intl'

/**
 * A campaign's name or description in the user's language: the catalogue's
 * `bonus.campaign.<key>.<field>` when it has one (demo campaigns), else the operator's text.
 */
export function useCampaignText() {
  const intl = useIntl()
  return (c: { key: string; name: string; description: string }, field: 'name' | 'description') => {
    const id = `bonus.campaign.${c.key}.${field}`
    return id in intl.messages ? intl.formatMessage({ id }) : c[field]
  }
}
