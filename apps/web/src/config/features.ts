/** Spec §2: the right-to-left layout applies only when the rtl_view feature is on; operators may switch it off. */
export const RTL_VIEW = true

/**
 * Spec §5: players verify their phone after sign-in when the operator requires it. Off by default;
 * players can still verify from the account menu.
 */
export const phoneVerificationRequired: boolean = false
