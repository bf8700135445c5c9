// The stand-in provider's own words, in the sportsbook's languages (a real widget brings its own).
import type { PaymentStatus } from '@sportsbook/contract'

export type Words = Record<PaymentStatus, string> & {
  lang: string
  amount: (currency: string) => string
  hint: string
  pay: string
  invalid: string
  processing: string
}

const WORDS: Record<string, Words> = {
  en: {
    lang: 'en',
    amount: (c) => `Amount (${c})`,
    hint: 'Test provider: 666 is declined, 777 stays pending, any other amount is paid.',
    pay: 'Pay now',
    invalid: 'Enter an amount above zero.',
    processing: 'Processing payment…',
    success: 'Payment received.',
    pending: 'Payment pending.',
    error: 'Payment declined.',
  },
  ar: {
    lang: 'ar',
    amount: (c) => `المبلغ (${c})`,
    hint: 'مزوّد تجريبي: يُرفض المبلغ 666، ويبقى 777 قيد الانتظار، ويُدفع أي مبلغ آخر.',
    pay: 'ادفع الآن',
    invalid: 'أدخل مبلغًا أكبر من صفر.',
    processing: 'جارٍ معالجة الدفع…',
    success: 'تم استلام الدفعة.',
    pending: 'الدفعة قيد الانتظار.',
    error: 'تم رفض الدفعة.',
  },
  de: {
    lang: 'de',
    amount: (c) => `Betrag (${c})`,
    hint: 'Testanbieter: 666 wird abgelehnt, 777 bleibt ausstehend, jeder andere Betrag wird gezahlt.',
    pay: 'Jetzt bezahlen',
    invalid: 'Gib einen Betrag über null ein.',
    processing: 'Zahlung wird verarbeitet…',
    success: 'Zahlung erhalten.',
    pending: 'Zahlung ausstehend.',
    error: 'Zahlung abgelehnt.',
  },
  et: {
    lang: 'et',
    amount: (c) => `Summa (${c})`,
    hint: 'Testpakkuja: 666 lükatakse tagasi, 777 jääb ootele, iga muu summa makstakse.',
    pay: 'Maksa kohe',
    invalid: 'Sisesta nullist suurem summa.',
    processing: 'Makset töödeldakse…',
    success: 'Makse on laekunud.',
    pending: 'Makse on ootel.',
    error: 'Makse lükati tagasi.',
  },
  fr: {
    lang: 'fr',
    amount: (c) => `Montant (${c})`,
    hint: 'Fournisseur de test : 666 est refusé, 777 reste en attente, tout autre montant est payé.',
    pay: 'Payer maintenant',
    invalid: 'Saisissez un montant supérieur à zéro.',
    processing: 'Paiement en cours…',
    success: 'Paiement reçu.',
    pending: 'Paiement en attente.',
    error: 'Paiement refusé.',
  },
  it: {
    lang: 'it',
    amount: (c) => `Importo (${c})`,
    hint: 'Fornitore di prova: 666 viene rifiutato, 777 resta in sospeso, ogni altro importo viene pagato.',
    pay: 'Paga ora',
    invalid: 'Inserisci un importo maggiore di zero.',
    processing: 'Pagamento in corso…',
    success: 'Pagamento ricevuto.',
    pending: 'Pagamento in sospeso.',
    error: 'Pagamento rifiutato.',
  },
}

/** The words for a BCP 47 locale by its language (fr-CA → fr), English when it has none. */
export function wordsFor(locale: string | undefined): Words {
  const language = (locale ?? 'en').split('-')[0]!.toLowerCase()
  return WORDS[language] ?? WORDS.en!
}
