export interface NonceGzip {
  pieces: Buffer[]
  deflated: Buffer[]
}
export function prepareNonceGzip(body: string, nonce: string): NonceGzip
export function gzipWithNonce(prepared: NonceGzip, nonce: string): Buffer
export function acceptsGzip(header: string | string[] | undefined): boolean
