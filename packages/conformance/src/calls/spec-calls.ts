// Spec §7 "The calls it makes", Platform API and Sportsbook API, line by line as the spec writes
// them (the spec lives outside this repository), each with the calls the kit reads it as. The test
// beside this file checks that the table (table.ts) has exactly these calls, and that every call's
// path is one its line names. Shorthands: `GET/POST/DELETE /favourites/{type}[/{id}]` is the list of
// a type and the star / unstar of one id; `{comboboosts|…}[/{id}][/terms]` is each kind's list and
// one item and its terms of any kind; `{virtual wallet}` is the Platform API.

export interface SpecLine {
  api: 'platform' | 'sportsbook'
  line: string
  calls: string[]
}

const platform = (line: string, calls: string[]): SpecLine => ({ api: 'platform', line, calls })
const sportsbook = (line: string, calls: string[]): SpecLine => ({ api: 'sportsbook', line, calls })

export const SPEC_SECTION_7: SpecLine[] = [
  platform('DELETE /users/sign_out', ['DELETE /users/sign_out']),
  platform('POST /sportsbook_sessions (403 special); POST /sportsbook_sessions/continue', [
    'POST /sportsbook_sessions',
    'POST /sportsbook_sessions/continue',
  ]),
  platform('GET /player; GET /player/accounts; POST /player/accounts {currency}', [
    'GET /player',
    'GET /player/accounts',
    'POST /player/accounts',
  ]),
  platform('PATCH /player/update_locale {locale}, returns language', ['PATCH /player/update_locale']),
  platform('GET /player/phone; GET /player/comp_points (401 yields empty); GET /player/status_groups', [
    'GET /player/phone',
    'GET /player/comp_points',
    'GET /player/status_groups',
  ]),
  platform('GET /users/confirmation?confirmation_token; GET /users/unlock?unlock_token', [
    'GET /users/confirmation',
    'GET /users/unlock',
  ]),
  platform('POST /player/activity_limit_track (401 rethrown; called every 60 s); GET /user_limits', [
    'POST /player/activity_limit_track',
    'GET /user_limits',
  ]),
  sportsbook(
    'POST /websocket/token returns token; POST /websocket/authorize {channels} returns channels[].token',
    ['POST /websocket/token', 'POST /websocket/authorize'],
  ),
  sportsbook(
    'GET /matches (id, type, sport_key, sport_type, category_id, tournament_id, match_status, sort_by, start_from, start_to, bettable, max_per_sport, page, limit, favourite, has_video); GET /matches/{id}; GET /matches/{id}/markets (page, limit, group_key, market_id); GET /matches/{id}/{type} widget statistics; GET /matches/{id}/video; GET /matches/{id}/streams',
    [
      'GET /matches',
      'GET /matches/{id}',
      'GET /matches/{id}/markets',
      'GET /matches/{id}/{type}',
      'GET /matches/{id}/video',
      'GET /matches/{id}/streams',
    ],
  ),
  sportsbook('GET /sports; GET /categories; GET /categories/{id}; GET /tournaments; GET /tournaments/{id}', [
    'GET /sports',
    'GET /categories',
    'GET /categories/{id}',
    'GET /tournaments',
    'GET /tournaments/{id}',
  ]),
  sportsbook(
    'GET /bets (status, page, limit; version 3 base; status list excluding some, limit 500, paged until last_page); POST /bets {meta{device_id, quick, type}, bets}; POST /bets/cashout {bet_id, to_cashout}; POST /bets/max-stake; POST /bets/custom/odds; GET /bets/custom/markets/{matchId}',
    [
      'GET /bets',
      'POST /bets',
      'POST /bets/cashout',
      'POST /bets/max-stake',
      'POST /bets/custom/odds',
      'GET /bets/custom/markets/{matchId}',
    ],
  ),
  sportsbook('POST /counters; GET /search (q, sport_type, match_status, only_events_name)', [
    'POST /counters',
    'GET /search',
  ]),
  sportsbook(
    'GET/POST /settings (stakes, auto_accept_odds_change, odds_type, one_signal_push_notification_subscription)',
    ['GET /settings', 'POST /settings'],
  ),
  sportsbook(
    'GET /notifications; GET /notifications/counters (unread); POST /notifications/read-all; POST /notifications/read {ids}',
    [
      'GET /notifications',
      'GET /notifications/counters',
      'POST /notifications/read-all',
      'POST /notifications/read',
    ],
  ),
  sportsbook('GET/POST/DELETE /favourites/{type}[/{id}]', [
    'GET /favourites/{type}',
    'POST /favourites/{type}/{id}',
    'DELETE /favourites/{type}/{id}',
  ]),
  sportsbook(
    'POST /bonuses; POST /bonuses/freebets/amb; GET /bonuses; POST /bonuses/mark-as-seen; GET /bonuses/{comboboosts|freebets|huntings|tournaments|lootboxes}[/{id}][/terms]; GET /bonuses/freebets/amb (upcoming, when amb_progress_bar feature on); POST /bonuses/{id}/activate; POST /bonuses/{id}/boost; POST /bonuses/promo-code {code}; GET /bonuses/tournaments/{id}/rating',
    [
      'POST /bonuses',
      'POST /bonuses/freebets/amb',
      'GET /bonuses',
      'POST /bonuses/mark-as-seen',
      'GET /bonuses/comboboosts',
      'GET /bonuses/freebets',
      'GET /bonuses/huntings',
      'GET /bonuses/tournaments',
      'GET /bonuses/lootboxes',
      'GET /bonuses/{kind}/{id}',
      'GET /bonuses/{kind}/{id}/terms',
      'GET /bonuses/freebets/amb',
      'POST /bonuses/{id}/activate',
      'POST /bonuses/{id}/boost',
      'POST /bonuses/promo-code',
      'GET /bonuses/tournaments/{id}/rating',
    ],
  ),
  sportsbook(
    'POST /jackpots; GET /jackpots; GET /jackpots/{id}; GET /jackpot-hits (queried by status, forUser, unseen, jackpotId)',
    ['POST /jackpots', 'GET /jackpots', 'GET /jackpots/{id}', 'GET /jackpot-hits'],
  ),
  sportsbook('GET/POST /vote', ['GET /vote', 'POST /vote']),
  sportsbook('GET /bets/share-code?code; POST /bets/share-code {bets}', [
    'GET /bets/share-code',
    'POST /bets/share-code',
  ]),
  // `{virtual wallet}` is the Platform API's wallet (its launch answers the address to frame).
  platform('POST {virtual wallet}/{provider}/launch {app} returns url', [
    'POST /virtual-wallet/{provider}/launch',
  ]),
  sportsbook('GET /watchersio/userid; GET /icons.svg?version', ['GET /watchersio/userid', 'GET /icons.svg']),
]

/** Every call spec §7 names, as "METHOD /path". */
export const specCalls = () => SPEC_SECTION_7.flatMap((l) => l.calls)
