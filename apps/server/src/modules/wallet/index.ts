export { type AccountRow, debitCtes, type Wallet, type WalletEntry } from './wallet.ts'
export { default as walletPlugin } from './plugin.ts'
export { registerDepositGuard, type DepositGuard } from './deposit-guards.ts'
