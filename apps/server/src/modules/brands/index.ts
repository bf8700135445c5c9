export { default as brandsPlugin } from './plugin.ts'
export { BrandFileError, loadBrandRegistry, type BrandRegistry } from './service.ts'
