// Texts of the emails and SMS the platform sends. Links point at the web app's auth paths (spec §2),
// which open the matching modal and call the API with the token.
import type { OutgoingMessage } from './sender.ts'

export interface LinkBase {
  /** Origin of the web app, e.g. http://localhost:3000 (PUBLIC_WEB_URL). */
  webUrl: string
}

const link = (base: LinkBase, path: string, param: string, token: string) =>
  `${base.webUrl.replace(/\/$/, '')}/sports/users/${path}?${param}=${encodeURIComponent(token)}`

export function confirmationMessage(
  base: LinkBase,
  to: string,
  channel: OutgoingMessage['channel'],
  token: string,
): OutgoingMessage {
  const url = link(base, 'confirmation', 'confirmation_token', token)
  return {
    channel,
    to,
    subject: 'Confirm your account',
    body: `Welcome! Confirm your account: ${url}`,
    links: [url],
  }
}

export function resetPasswordMessage(base: LinkBase, to: string, token: string): OutgoingMessage {
  const url = link(base, 'password/edit', 'reset_password_token', token)
  return {
    channel: 'email',
    to,
    subject: 'Reset your password',
    body: `Someone asked to reset your password. If it was you, choose a new one: ${url}\nOtherwise ignore this email.`,
    links: [url],
  }
}

export function unlockMessage(
  base: LinkBase,
  to: string,
  token: string,
  channel: OutgoingMessage['channel'] = 'email',
): OutgoingMessage {
  const url = link(base, 'unlock', 'unlock_token', token)
  return {
    channel,
    to,
    subject: 'Too many failed sign-ins',
    body: `Sign-in to your account is paused after too many failed attempts; the pause ends by itself within minutes. If it was you, lift it now: ${url}\nIf it was not you, nobody got in; the pause protects your account.`,
    links: [url],
  }
}

/** Sent instead of a second account, so sign-up answers the same whether or not the address is taken. */
export function alreadyRegisteredMessage(
  base: LinkBase,
  to: string,
  channel: OutgoingMessage['channel'],
): OutgoingMessage {
  const url = `${base.webUrl.replace(/\/$/, '')}/sports/users/password/new`
  return {
    channel,
    to,
    subject: 'You already have an account',
    body: `Someone tried to sign up with this address, which already has an account. Forgot your password? ${url}`,
    links: [url],
  }
}

export function phoneCodeMessage(to: string, code: string): OutgoingMessage {
  return { channel: 'sms', to, subject: 'Verification code', body: `Your verification code is ${code}` }
}

/** A date and time as the e-mails say it: "12 September 2026 at 14:05 UTC" (no clock of the reader's to guess). */
const utc = (d: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(d)} UTC`

/**
 * The confirmation of a self-exclusion or cooling-off (issue #29): what was set, from when and until
 * when, what it means, that it cannot be lifted early, and where to find help.
 */
export function exclusionMessage(
  base: LinkBase,
  to: string,
  kind: 'selfexclusion' | 'coolingoff',
  from: Date,
  until: Date,
): OutgoingMessage {
  const what = kind === 'selfexclusion' ? 'self-exclusion' : 'cooling-off period'
  const help = `${base.webUrl.replace(/\/$/, '')}/sports/limits`
  return {
    channel: 'email',
    to,
    subject:
      kind === 'selfexclusion' ? 'Your self-exclusion is in place' : 'Your cooling-off period has started',
    body: [
      `You set a ${what} from ${utc(from)} until ${utc(until)}.`,
      'Until then you cannot sign in or place bets, and we send you no marketing. It cannot be lifted early.',
      `If this was not you, or you need support, see the help organisations listed on ${help}.`,
    ].join('\n'),
    links: [help],
  }
}
