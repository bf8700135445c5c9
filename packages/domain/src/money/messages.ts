/** Thrown when an operation mixes currencies at run time (the types catch it when codes are known). */
export const CURRENCY_MISMATCH = 'Money in different currencies cannot be combined'
/** Thrown when an amount is not a safe integer of minor units. */
export const NON_INTEGER_AMOUNT = 'Money amounts are safe integers of minor units'
/** Thrown when allocation ratios are not non-negative integers with a positive sum. */
export const INVALID_RATIOS = 'Allocation ratios must be non-negative integers with a positive sum'
