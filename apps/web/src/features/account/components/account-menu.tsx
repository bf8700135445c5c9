import type { Player } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator, type Key } from 'react-aria-components'
import { paths } from '~/config/paths.ts'
import { useHref } from '~/hooks/use-locale.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { displayName } from '~/lib/session/use-session.ts'
import { quickBet } from '~/lib/slip/quick-bet-store.ts'
import { openSlip } from '~/lib/slip/slip-ui.ts'
import { signOut } from '~/lib/session/sign-out.ts'
import { useTheme } from '~/lib/theme.ts'
import { usePlatformLinks } from '../hooks/payment-links.ts'
import { openPhoneVerification } from '../hooks/phone-modal.ts'
import { usePhone } from '../hooks/use-phone.ts'
import { LoyaltySummary } from './loyalty-summary.tsx'

const itemClass = 'block cursor-pointer rounded-sm px-3 py-2 text-sm data-[focused]:bg-raised'

/**
 * The player's menu: name, My bets, the platform's transaction history, terms and support (spec §2,
 * when the operator has a platform), Sign out (spec §4: clears profile and accounts).
 */
export function AccountMenu({ player }: { player: Player }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const qc = useQueryClient()
  const name = displayName(player)
  const phone = usePhone(player.id)
  const canVerify = phone.data !== undefined && phone.data.verified_status !== 'verified'
  const platformLinks = usePlatformLinks()
  const toHref = useHref()
  const promotionsHref = `${toHref(paths.promotions())}#promo-code`
  const { theme, setTheme } = useTheme()
  const nextTheme = theme === 'dark' ? 'light' : 'dark'
  const out = async () => {
    // Sign-out failure is only reported (spec §8): the player is signed out here either way.
    await signOut()
    qc.setQueryData(playerQueryKey, null)
    qc.removeQueries({ queryKey: accountsQueryKey })
    quickBet.off()
    qc.removeQueries({ queryKey: ['bets'] })
    void qc.invalidateQueries({ queryKey: ['settings'] })
  }
  // Platform pages are links: the menu follows their href itself.
  const onAction = (key: Key) => {
    if (key === 'sign-out') void out()
    else if (key === 'verify-phone') openPhoneVerification()
    else if (key === 'my-bets') openSlip('MY_BETS')
    else if (key === 'limits') void navigate(toHref(paths.limits()))
    else if (key === 'statements') void navigate(toHref(paths.statements()))
    else if (key === 'theme') setTheme(nextTheme)
  }
  return (
    <MenuTrigger>
      <Button
        aria-label={intl.formatMessage({ id: 'header.account_menu' }, { name })}
        className="grid size-9 shrink-0 place-items-center rounded-full bg-raised text-sm font-bold uppercase hover:bg-odds-hover"
      >
        {name.slice(0, 1)}
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-52 rounded-md border border-line bg-surface p-1 shadow-lg"
      >
        <div dir="auto" className="sb-name px-3 py-2 text-sm font-semibold">
          {name}
        </div>
        <LoyaltySummary playerId={player.id} />
        <Menu
          aria-label={intl.formatMessage({ id: 'header.account_menu' }, { name })}
          onAction={onAction}
          className="outline-none"
        >
          <MenuItem id="my-bets" className={itemClass}>
            {intl.formatMessage({ id: 'bets.title' })}
          </MenuItem>
          <MenuItem id="limits" className={itemClass}>
            {intl.formatMessage({ id: 'limits.menu' })}
          </MenuItem>
          <MenuItem id="statements" className={itemClass}>
            {intl.formatMessage({ id: 'statements.menu' })}
          </MenuItem>
          <MenuItem id="promo-code" href={promotionsHref} className={itemClass}>
            {intl.formatMessage({ id: 'bonus.menu.promo_code' })}
          </MenuItem>
          {canVerify && (
            <MenuItem id="verify-phone" className={itemClass}>
              {intl.formatMessage({ id: 'auth.phone.menu' })}
            </MenuItem>
          )}
          {platformLinks.length > 0 && <Separator className="my-1 border-t border-line" />}
          {platformLinks.map(({ page, link }) => (
            <MenuItem key={page} id={page} href={link.href} target={link.target} className={itemClass}>
              {intl.formatMessage({ id: `account.platform.${page}` })}
            </MenuItem>
          ))}
          <Separator className="my-1 border-t border-line" />
          {/* On a phone the header leaves its theme toggle to this item (header.tsx), for the balance's room. */}
          <MenuItem id="theme" className={itemClass}>
            {intl.formatMessage({ id: nextTheme === 'light' ? 'theme.to_light' : 'theme.to_dark' })}
          </MenuItem>
          <MenuItem id="sign-out" className={itemClass}>
            {intl.formatMessage({ id: 'header.sign_out' })}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
