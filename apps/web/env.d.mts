export const HSTS_MAX_AGE_S: number
/** The validated configuration (see env.mjs for every variable), or "NAME: problem" lines. */
export function parseEnv(
  env?: Record<string, string | undefined>,
):
  | { errors: string[]; config?: undefined }
  | { errors?: undefined; config: { HSTS_MAX_AGE: number | null } & Record<string, unknown> }
