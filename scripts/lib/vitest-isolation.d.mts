import type { TestProjectInlineConfiguration } from 'vitest/config'

export function splitByIsolation(root: string, dirs: readonly string[]): { shared: string[]; isolated: string[] }
export function isolationProjects(root: string, dirs: readonly string[]): TestProjectInlineConfiguration[]
