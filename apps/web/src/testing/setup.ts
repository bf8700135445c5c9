import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library only auto-cleans with test globals on; this project imports from vitest explicitly.
afterEach(cleanup)
