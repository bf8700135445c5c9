import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { loadContract } from '~/lib/lazy-contract.ts'

// Testing Library only auto-cleans with test globals on; this project imports from vitest explicitly.
afterEach(cleanup)

// The browser loads the contract's schemas with the realtime transport; tests drive handlers directly.
await loadContract()
