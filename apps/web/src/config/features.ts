/** Spec §2: the right-to-left layout applies only when the rtl_view feature is on (default); operators turn it off with PUBLIC_RTL_VIEW=false. */
export const RTL_VIEW = true
