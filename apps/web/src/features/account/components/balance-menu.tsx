import { PLATFORM_CURRENCIES, toMoney } from '@sportsbook/contract'
import { findCurrency } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import {
  Button,
  Menu,
  MenuItem,
  MenuSection,
  Header as MenuHeader,
  MenuTrigger,
  Popover,
} from 'react-aria-components'
import type { Session } from '~/lib/session/use-session.ts'
import { displayUnit, setDisplayUnit, useDisplayUnits } from '~/lib/slip/display-unit.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { useChangeCurrency } from '../hooks/use-change-currency.ts'

const itemClass =
  'flex cursor-pointer items-center justify-between gap-4 rounded-sm px-3 py-2 text-sm data-[focused]:bg-raised data-[selected]:font-bold'

/**
 * The balance of the active account (refreshed with every bet and on an interval), and the
 * currency switch (spec §4): ignored when it is the current one; the server opens a missing account.
 */
export function BalanceMenu({ session }: { session: Session }) {
  const intl = useIntl()
  const changeCurrency = useChangeCurrency()
  const active = session.activeAccount?.currency
  const held = session.accounts.map((a) => a.currency)
  const others = PLATFORM_CURRENCIES.filter((c) => !held.includes(c))
  useDisplayUnits() // a new unit re-renders the balances
  const subs = active ? (findCurrency(active)?.subcurrencies ?? []) : []
  const select = async (currency: string) => {
    if (currency === active) return
    await changeCurrency(currency)
  }
  return (
    <MenuTrigger>
      {/* Named by what it shows ("Balance €1,000.00"); a menu button, so the currency menu is announced on open.
          The exact amount without trailing zeros ("BTC 0.05"), a step smaller below 24rem, fits a 320 px
          header (a brand's wide font too); it is the one part of the header that gives way (min-w-0): on
          a header still too narrow it ends in "…", whole in its accessible name and, with every decimal,
          in the menu's accounts. */}
      <Button className="flex min-w-0 flex-col items-end rounded-md px-1 py-0.5 text-end hover:bg-raised sm:px-2">
        <span className="max-w-full truncate text-[0.6875rem] text-muted">
          {intl.formatMessage({ id: 'header.balance_label' })}
        </span>{' '}
        <span
          className="max-w-full truncate text-sm font-bold tabular-nums max-[24rem]:text-[0.8125rem]"
          data-testid="balance"
        >
          {session.balance ? formatMoney(session.balance, intl.locale, { trimZeros: true }) : '–'}
        </span>
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-56 rounded-md border border-line bg-surface p-1 shadow-lg"
      >
        <Menu
          aria-label={intl.formatMessage({ id: 'header.currency' })}
          selectionMode="single"
          selectedKeys={active ? [active] : []}
          onAction={(key) => !String(key).startsWith('unit:') && void select(String(key))}
          className="outline-none"
        >
          <MenuSection>
            <MenuHeader className="px-3 py-1 text-xs font-semibold text-muted">
              {intl.formatMessage({ id: 'header.accounts' })}
            </MenuHeader>
            {session.accounts.map((a) => (
              <MenuItem key={a.currency} id={a.currency} textValue={a.currency} className={itemClass}>
                <span>{a.currency}</span>
                <span className="tabular-nums">{formatMoney(toMoney(a.balance), intl.locale)}</span>
              </MenuItem>
            ))}
          </MenuSection>
          {active && subs.length > 0 && (
            // Spec §3 subcurrencies: the unit the balance and stakes are shown in (BTC, mBTC, μBTC).
            <MenuSection
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[`unit:${displayUnit(active) ?? active}`]}
              onSelectionChange={(keys) => {
                const [key] = [...(keys as Set<string>)]
                if (key) setDisplayUnit(active, key.slice('unit:'.length))
              }}
            >
              <MenuHeader className="px-3 py-1 text-xs font-semibold text-muted">
                {intl.formatMessage({ id: 'currency.show_in' })}
              </MenuHeader>
              {[active, ...subs.map((s) => s.code)].map((u) => (
                <MenuItem key={u} id={`unit:${u}`} textValue={u} className={itemClass}>
                  {u}
                </MenuItem>
              ))}
            </MenuSection>
          )}
          {others.length > 0 && (
            <MenuSection>
              <MenuHeader className="px-3 py-1 text-xs font-semibold text-muted">
                {intl.formatMessage({ id: 'header.open_account' })}
              </MenuHeader>
              {others.map((c) => (
                <MenuItem key={c} id={c} textValue={c} className={itemClass}>
                  {c}
                </MenuItem>
              ))}
            </MenuSection>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
