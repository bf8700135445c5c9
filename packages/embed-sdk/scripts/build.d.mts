export const DIST: string
export function bundle(): Promise<string>
export function buildDist(): Promise<void>
