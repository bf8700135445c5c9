import type { Brand } from '@sportsbook/contract'
import { createContext, useContext } from 'react'
import { publicEnv } from '~/config/public-env.ts'

/** The operator's brand (spec §1 white label), read once by the root loader; null when the API had none. */
export const BrandContext = createContext<Brand | null>(null)

export const useBrand = (): Brand | null => useContext(BrandContext)

/** The brand's name, or PUBLIC_BRAND_NAME when no brand could be read. */
export const useBrandName = (): string => useBrand()?.name ?? publicEnv().brandName
