/**
 * Operator text per locale (white-label brand files): the locale's own, else its language's
 * (`en-AU` → `en`), else English, else nothing.
 */
export function localized(text: Readonly<Record<string, string>>, locale: string): string {
  return text[locale] ?? text[locale.split('-')[0] ?? ''] ?? text.en ?? ''
}
