// Which user column a login names: an email or a phone number (the users repository and the sign-in route).
/** A login is an email (any case) or a phone number (spaces and dashes ignored). */
export function loginColumn(login: string): { column: 'email' | 'authPhone'; value: string } {
  const v = login.trim()
  if (v.includes('@')) return { column: 'email', value: v.toLowerCase() }
  return { column: 'authPhone', value: v.replace(/[\s\-().]/g, '') }
}
