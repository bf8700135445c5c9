import { useMutation, useQuery } from '@tanstack/react-query'
import { listScenarios, runScenario, scenariosQueryKey } from '../api/scenarios.ts'

/** The scenario library; a 404 means the backend runs without DEV_TOOLS (no retry). */
export const useScenarios = () =>
  useQuery({ queryKey: scenariosQueryKey, queryFn: ({ signal }) => listScenarios(signal), retry: false })

export const useRunScenario = () => useMutation({ mutationFn: runScenario })
