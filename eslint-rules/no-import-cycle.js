// `local/no-import-cycle`: an import that leads, through any chain of imports, back to the importing
// file. Cycles make module load order matter (a value read before its module ran is undefined), hide
// which file owns a rule, and make areas impossible to move or test alone. Type-only imports count
// too: a type cycle is the same tangle of ownership, and is as cheap to break.
import path from 'node:path'
import { importsOf, pathBack } from './import-graph.js'

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles (direct or through other files).' },
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{chain}}. Cycles make load order matter and tangle ownership: move the shared part into a third file both import, or pass it in as a parameter.',
    },
  },
  create(context) {
    const file = context.filename
    return {
      Program(node) {
        const cwd = context.cwd
        for (const { spec, target } of importsOf(file)) {
          const back = pathBack(target, file)
          if (!back) continue
          const chain = [file, target, ...back, file].map((f) => path.relative(cwd, f)).join(' → ')
          const at = node.body.find((s) => s.source?.value === spec) ?? node
          context.report({ node: at, messageId: 'cycle', data: { chain } })
        }
      },
    }
  },
}
