/** The stand-in's provider name (brand file `virtual_wallet.provider`). */
export const ARENA_PROVIDER = 'demo'
/** Where the stand-in arena page is served (through the web server's proxy: same origin as the site). */
export const ARENA_PAGE_PATH = '/api/platform/virtual-wallet/demo/arena'
