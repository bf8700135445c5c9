// The prediction vote (spec §7 `GET/POST /vote`): one vote per player per match, results in percent.
import type { VoteChoice, VoteResult } from '@sportsbook/contract'
import { isVoteOpen, voteShares } from '@sportsbook/domain'
import type { Executor } from '../../../db/client.ts'
import { ApiError, notFound } from '../../../lib/api-error.ts'
import { insertVote, selectVoteCounts, selectVoteMatch, type VoteMatch } from '../repository/vote-repository.ts'

/** The options of a match: a draw only where its main market has three outcomes (1X2). */
const optionsOf = (m: VoteMatch): VoteChoice[] =>
  m.mainOutcomes === 3 ? ['home', 'draw', 'away'] : ['home', 'away']

export function createVoteService(db: Executor, now: () => Date) {
  async function votable(matchId: number): Promise<VoteMatch> {
    const m = await selectVoteMatch(db, matchId)
    // An outright has no sides to predict: there is no vote to find.
    if (!m || m.type !== 'match') throw notFound(`Vote of match ${matchId}`)
    return m
  }

  async function result(matchId: number, m: VoteMatch, userId?: number): Promise<VoteResult> {
    const { counts, mine } = await selectVoteCounts(db, matchId, userId)
    const choices = optionsOf(m)
    const votes = choices.map((c) => counts.get(c) ?? 0)
    const shares = voteShares(votes)
    return {
      match_id: matchId,
      open: isVoteOpen(m.status),
      total: votes.reduce((a, b) => a + b, 0),
      options: choices.map((choice, i) => ({ choice, votes: votes[i]!, percent: shares[i]! })),
      my_vote: userId === undefined ? null : ((mine as VoteChoice | null) ?? null),
    }
  }

  return {
    async get(matchId: number, userId?: number): Promise<VoteResult> {
      return result(matchId, await votable(matchId), userId)
    },

    /** Records the player's vote; voting again (for anything) keeps the first vote. */
    async vote(matchId: number, userId: number, choice: VoteChoice): Promise<VoteResult> {
      const m = await votable(matchId)
      if (!isVoteOpen(m.status))
        throw new ApiError('vote_closed', `Match ${matchId} has ended: voting is closed`)
      if (!optionsOf(m).includes(choice))
        throw new ApiError('invalid_params', `Match ${matchId} cannot end in a ${choice}`)
      await insertVote(db, { matchId, userId, choice, now: now() })
      return result(matchId, m, userId)
    },
  }
}

export type VoteService = ReturnType<typeof createVoteService>
