export { type AccountRow, type BalanceChange, type Wallet, type WalletEntry } from './wallet.ts'
export { planDebit, type WalletDebit } from './debit-plan.ts'
export { default as walletPlugin } from './plugin.ts'
export { registerDepositGuard, type DepositGuard } from './deposit-guards.ts'
