// How a check ends other than passing: a failed expectation, or a skip (it cannot run here).

/** A failed expectation: its message becomes the row's detail. */
export class CheckFailure extends Error {
  override name = 'CheckFailure'
}

/** A check that cannot run here (e.g. it needs --player): the row says skip, never fail. */
export class CheckSkipped extends Error {
  override name = 'CheckSkipped'
}

export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailure(message)
}
