// How deep a request body may nest objects and arrays. JSON.parse takes any depth, but every later
// walk over the value (the unstorable-text check, the schemas) recurses, and a body of 5 000 nested
// `{"a":` overflowed the stack into a 500. The check below is a loop, so it has no stack to overflow.

/** Deepest nesting of objects and arrays a body may have (the body itself is level 1); ours use < 10. */
export const MAX_JSON_DEPTH = 64

/** Whether `value` nests objects or arrays deeper than `max` levels. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { value: object; depth: number }[] = []
  if (value !== null && typeof value === 'object') stack.push({ value, depth: 1 })
  for (let top = stack.pop(); top; top = stack.pop()) {
    if (top.depth > max) return true
    for (const child of Object.values(top.value)) {
      if (child !== null && typeof child === 'object') stack.push({ value: child as object, depth: top.depth + 1 })
    }
  }
  return false
}
