// The settings query lives in lib/settings (the settings panel and the odds format read it too).
export { getSettings, getSettingsQueryOptions } from '~/lib/settings/get-settings.ts'
export { useSettings } from '~/lib/settings/use-settings.ts'
