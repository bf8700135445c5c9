// Devise-style auth bodies of the Platform API: every body is { user: { … } }.
import { z } from 'zod'
import { Country, Email, Password, Phone, PlatformCurrency, Token } from './common.ts'

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

/** Resend confirmation / unlock instructions, or start a password reset. */
export const EmailRequest = z.object({ user: z.object({ email: Email }) })
export type EmailRequest = z.infer<typeof EmailRequest>

export const ConfirmationQuery = z.object({ confirmation_token: Token })
export const UnlockQuery = z.object({ unlock_token: Token })

export const PasswordEditRequest = z.object({
  user: z
    .object({ reset_password_token: Token, password: Password, password_confirmation: z.string().max(128) })
    .refine((u) => u.password === u.password_confirmation, {
      message: 'does not match the password',
      path: ['password_confirmation'],
    }),
})
export type PasswordEditRequest = z.infer<typeof PasswordEditRequest>

export const UnlockResult = z.object({ status: z.literal('unlocked') })
