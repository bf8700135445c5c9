import type { Request, Response, NextFunction } from 'express'

export const HEALTH_PATH: '/health'
export function healthRoute(req: Request, res: Response, next: NextFunction): void
