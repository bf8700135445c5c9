// Rules of our own, registered in eslint.config.js as the `local` plugin.
import noImportCycle from './no-import-cycle.js'
import serverBoundaries from './server-boundaries.js'

export default { rules: { 'no-import-cycle': noImportCycle, 'server-boundaries': serverBoundaries } }
