export function writeDeclarations(dist: string): void
