// What other parts of the web app (routes, content widgets) may use of the bonuses feature.
export { HuntingProgress } from './components/hunting-progress.tsx'
export { TournamentBoard } from './components/tournament-board.tsx'
export { PointsPanel } from './components/points-panel.tsx'
export { useTournamentPoolLive } from './hooks/use-tournament-pool-live.ts'
