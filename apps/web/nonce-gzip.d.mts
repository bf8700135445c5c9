export interface NonceGzip {
  pieces: Buffer[]
  deflated: Buffer[]
  /** Set when pieces refer back across nonces: every visitor's nonce must be this many bytes. */
  nonceLength: number | null
}
export function prepareNonceGzip(body: string, nonce: string): NonceGzip
export function gzipWithNonce(prepared: NonceGzip, nonce: string): Buffer | null
export function acceptsGzip(header: string | string[] | undefined): boolean
