import { SearchButton } from './search-button.tsx'

/** The search widget (spec §2): a field-like button opening the search dialog. */
export const SearchWidget = () => <SearchButton wide />
