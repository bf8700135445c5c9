import type { Brand } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { loadContract } from '~/lib/lazy-contract.ts'

/** Spec §7: POST {virtual wallet}/{provider}/launch {app} → the arena's URL, shown in a frame. */
export async function launchArena(
  wallet: NonNullable<Brand['virtual_wallet']>,
  signal?: AbortSignal,
): Promise<string> {
  // Not lib/api-client.ts: the virtual wallet is the operator's service at the brand's own URL (spec §7),
  // not our API, so none of our API's base URLs, CSRF header, error catalogue or session event apply.
  const res = await fetch(`${wallet.url.replace(/\/$/, '')}/${wallet.provider}/launch`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ app: wallet.app }),
    signal,
  })
  if (!res.ok) throw new Error(`arena launch answered ${res.status}`)
  const { ArenaLaunch } = await loadContract()
  return ArenaLaunch.parse(await res.json()).url
}

export const useArenaUrl = (wallet: Brand['virtual_wallet']) =>
  useQuery({
    queryKey: ['arena', wallet?.url, wallet?.provider, wallet?.app],
    queryFn: ({ signal }) => launchArena(wallet!, signal),
    enabled: wallet !== null,
    retry: false,
    staleTime: Infinity,
  })
