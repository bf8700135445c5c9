/** Spec §2: the right-to-left layout applies only when the rtl_view feature is on; operators may switch it off. */
export const RTL_VIEW = true
