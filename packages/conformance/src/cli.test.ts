import { describe, expect, it } from 'vitest'
import { main } from './cli.ts'

describe('the conformance command', () => {
  it('answers bad arguments with the reason and the usage, exit code 2, without calling anything', async () => {
    const printed: string[] = []
    const code = await main(['--platform', 'http://127.0.0.1:9/api/platform'], (s) => printed.push(s))
    expect(code).toBe(2)
    expect(printed.join('\n')).toMatch(
      /^--sportsbook is required\n\nUsage: conformance \(--base URL \| --platform URL/,
    )
  })

  it('refuses an unknown flag the same way', async () => {
    const printed: string[] = []
    expect(await main(['--platfrom', 'x'], (s) => printed.push(s))).toBe(2)
    expect(printed.join('\n')).toContain("Unknown option '--platfrom'")
  })
})
