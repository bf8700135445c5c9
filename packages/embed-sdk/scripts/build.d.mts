/** The SDK browser script as text (IIFE, global SportsbookEmbed). */
export function bundle(): Promise<string>
