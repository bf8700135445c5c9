export { default as monitoringPlugin, requestInfo, type MonitoringOptions } from './plugin.ts'
export { type BackgroundArea, type ErrorReporter } from './reporter.ts'
