// Devise-style auth bodies of the Platform API: every body is { user: { … } }.
import { z } from '../../zod.ts'
import { Accepted, Country, Email, Password, Phone, PlatformCurrency, Token } from './common.ts'

export const SignUpRequest = z.object({
  user: z
    .object({
      email: Email.optional(),
      phone: Phone.optional(),
      password: Password,
      currency: PlatformCurrency,
      country: Country,
      terms_accepted: z.literal(true, { message: 'the terms and conditions must be accepted' }),
      nickname: z.string().trim().min(2).max(40).optional(),
    })
    .refine((u) => u.email !== undefined || u.phone !== undefined, {
      message: 'an email or a phone number is required',
      path: ['email'],
    }),
})
export type SignUpRequest = z.infer<typeof SignUpRequest>

/** `login` is the email or the phone number the player signed up with. */
export const SignInRequest = z.object({
  user: z.object({ login: z.string().trim().min(1).max(254), password: z.string().min(1).max(128) }),
})
export type SignInRequest = z.infer<typeof SignInRequest>

/** Resend confirmation / unlock instructions. */
export const EmailRequest = z.object({ user: z.object({ email: Email }) })
export type EmailRequest = z.infer<typeof EmailRequest>

/** Start a password reset: a link to the email, or a code by SMS to the phone a player signed up with. */
export const PasswordResetRequest = z.object({
  user: z
    .object({ email: Email.optional(), phone: Phone.optional() })
    .refine((u) => (u.email === undefined) !== (u.phone === undefined), {
      message: 'give an email or a phone number',
      path: ['email'],
    }),
})
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>

/** The answer of a reset request; by SMS it says when another code may be asked for (the same either way). */
export const PasswordResetAccepted = Accepted.extend({ resend_timeout_until: z.iso.datetime().optional() })
export type PasswordResetAccepted = z.infer<typeof PasswordResetAccepted>

export const ConfirmationQuery = z.object({ confirmation_token: Token })
export const UnlockQuery = z.object({ unlock_token: Token })

/** The six digits texted by a phone password reset. */
export const ResetPasswordCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits')

/** The new password, proven by the emailed link's token or by the phone and its texted code. */
export const PasswordEditRequest = z.object({
  user: z
    .object({
      reset_password_token: Token.optional(),
      phone: Phone.optional(),
      reset_password_code: ResetPasswordCode.optional(),
      password: Password,
      password_confirmation: z.string().max(128),
    })
    .superRefine((u, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      if (u.password !== u.password_confirmation)
        issue('password_confirmation', 'does not match the password')
      const byCode = u.phone !== undefined || u.reset_password_code !== undefined
      if (u.reset_password_token !== undefined && byCode)
        issue('reset_password_token', 'give a token or a phone and code, not both')
      else if (u.reset_password_token === undefined && !byCode)
        issue('reset_password_token', 'a reset token, or a phone number and its code, is required')
      else if (byCode && u.phone === undefined) issue('phone', 'is required with a code')
      else if (byCode && u.reset_password_code === undefined) issue('reset_password_code', 'is required')
    }),
})
export type PasswordEditRequest = z.infer<typeof PasswordEditRequest>

export const UnlockResult = z.object({ status: z.literal('unlocked') })
