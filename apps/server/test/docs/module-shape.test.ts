// One module shape (issue #28, apps/server/src/modules/README.md "Module shape"): every role has one
// spelling. A role is the file `<role>.ts`, or, once it grows, the folder `<role>/` whose files are
// `<name>-<role>.ts` (and maybe an `index.ts` gathering them); everything else is a free-named helper
// that does not look like a role. Every module with routes has a `create…Service` factory. A file
// named against the rule fails here, naming the file and the rule.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const MODULES = fileURLToPath(new URL('../../src/modules/', import.meta.url))

/** Roles that may grow into a folder; plugin, constants and index stay one file each. */
const FOLDER_ROLES = ['routes', 'service', 'repository', 'presenters'] as const
const FILE_ROLES = ['plugin', 'constants', 'index', ...FOLDER_ROLES] as const
/** Other spellings of a role seen in the tree before: each names the role it should be. */
const MISSPELLINGS: [RegExp, string][] = [
  [/^present-|-present$|^presenter$|-presenter$/, 'presenters'],
  [/^repositories$|^repo$|-repo$|-repositories$/, 'repository'],
  [/^route$|-route$/, 'routes'],
  [/^services$|-services$/, 'service'],
]

const modules = fs
  .readdirSync(MODULES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort()

/** Every file of a module, relative to the module folder ('/'-separated), tests and READMEs aside. */
function filesOf(module: string): string[] {
  return fs
    .readdirSync(path.join(MODULES, module), { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))
    .sort()
}

const stem = (file: string) => path.posix.basename(file).replace(/\.tsx?$/, '')

/** The broken rules of one file of a module, as messages naming the file. */
function shapeProblems(module: string, files: readonly string[]): string[] {
  const problems: string[] = []
  const at = (file: string, rule: string) => problems.push(`${module}/${file}: ${rule}`)
  for (const role of FOLDER_ROLES) {
    const inFolder = files.filter((f) => f.startsWith(`${role}/`))
    if (files.includes(`${role}.ts`) && inFolder.length > 0)
      at(`${role}.ts`, `a module has ${role}.ts or ${role}/, not both`)
    const named = inFolder.filter((f) => stem(f) !== 'index')
    if (inFolder.length > 0 && named.length < 2)
      at(
        `${role}/`,
        `a ${role}/ folder holds two or more <name>-${role}.ts files; one is the file ${role}.ts`,
      )
  }
  for (const file of files) {
    const parts = file.split('/')
    const name = stem(file)
    const folder = parts.length > 1 ? parts[0]! : undefined
    for (const [pattern, role] of MISSPELLINGS)
      for (const part of [...parts.slice(0, -1), name])
        if (pattern.test(part))
          at(file, `"${part}" spells the role ${role}: use ${role}.ts or ${role}/<name>-${role}.ts`)
    if (folder && (FOLDER_ROLES as readonly string[]).includes(folder)) {
      if (parts.length > 2) at(file, `${folder}/ is flat: its files are ${folder}/<name>-${folder}.ts`)
      else if (name !== 'index' && !name.endsWith(`-${folder}`))
        at(file, `a file in ${folder}/ is named <name>-${folder}.ts (or index.ts)`)
      continue
    }
    const role = FILE_ROLES.find((r) => name === r || name.endsWith(`-${r}`))
    if (!role) continue
    if (parts.length > 1 && name === 'index') continue // a helper folder's own index
    if (parts.length > 1)
      at(file, `${role} is a role of the module: ${role}.ts at the module's top, not in ${folder}/`)
    else if (name !== role)
      at(
        file,
        (FOLDER_ROLES as readonly string[]).includes(role)
          ? `<name>-${role}.ts lives in ${role}/ (or is the one file ${role}.ts)`
          : `the ${role} is one file, ${role}.ts`,
      )
  }
  return problems
}

/** Whether the module has routes, and whether its service file(s) export a `create…Service` factory. */
function serviceFactory(module: string, files: readonly string[]) {
  const hasRoutes = files.some((f) => f === 'routes.ts' || f.startsWith('routes/'))
  const serviceFiles = files.filter((f) => f === 'service.ts' || f.startsWith('service/'))
  const factory = serviceFiles.some((f) =>
    /export (async )?(function|const) create\w*Service\b/.test(
      fs.readFileSync(path.join(MODULES, module, f), 'utf8'),
    ),
  )
  return { hasRoutes, factory }
}

describe('module shape', () => {
  it.each(modules)('%s names each role one way', (module) => {
    expect(shapeProblems(module, filesOf(module))).toEqual([])
  })

  it.each(modules)('%s has an index.ts and a README.md', (module) => {
    expect(fs.existsSync(path.join(MODULES, module, 'index.ts')), `${module}/index.ts`).toBe(true)
    expect(fs.existsSync(path.join(MODULES, module, 'README.md')), `${module}/README.md`).toBe(true)
  })

  it.each(modules)(
    '%s, when it has routes, has a create…Service factory in service.ts or service/',
    (module) => {
      const { hasRoutes, factory } = serviceFactory(module, filesOf(module))
      expect(
        !hasRoutes || factory,
        `${module}/: a module with routes exports a create<Name>Service factory from service.ts or service/<name>-service.ts`,
      ).toBe(true)
    },
  )

  it('catches the spellings it forbids', () => {
    const files = [
      'index.ts',
      'routes.ts',
      'routes/dev.ts',
      'present-bet.ts',
      'chat-repository.ts',
      'repository/users.ts',
      'player-service.ts',
      'presenters/present-match.ts',
      'custom/service.ts',
      'loot-constants.ts',
    ]
    expect(shapeProblems('x', files).sort()).toEqual(
      [
        'x/routes.ts: a module has routes.ts or routes/, not both',
        'x/routes/: a routes/ folder holds two or more <name>-routes.ts files; one is the file routes.ts',
        'x/repository/: a repository/ folder holds two or more <name>-repository.ts files; one is the file repository.ts',
        'x/presenters/: a presenters/ folder holds two or more <name>-presenters.ts files; one is the file presenters.ts',
        'x/chat-repository.ts: <name>-repository.ts lives in repository/ (or is the one file repository.ts)',
        "x/custom/service.ts: service is a role of the module: service.ts at the module's top, not in custom/",
        'x/loot-constants.ts: the constants is one file, constants.ts',
        'x/player-service.ts: <name>-service.ts lives in service/ (or is the one file service.ts)',
        'x/present-bet.ts: "present-bet" spells the role presenters: use presenters.ts or presenters/<name>-presenters.ts',
        'x/presenters/present-match.ts: "present-match" spells the role presenters: use presenters.ts or presenters/<name>-presenters.ts',
        'x/presenters/present-match.ts: a file in presenters/ is named <name>-presenters.ts (or index.ts)',
        'x/repository/users.ts: a file in repository/ is named <name>-repository.ts (or index.ts)',
        'x/routes/dev.ts: a file in routes/ is named <name>-routes.ts (or index.ts)',
      ].sort(),
    )
  })
})
