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
  nb: {
    lang: 'nb',
    amount: (c) => `Beløp (${c})`,
    hint: 'Testleverandør: 666 avvises, 777 forblir ventende, alle andre beløp betales.',
    pay: 'Betal nå',
    invalid: 'Skriv inn et beløp over null.',
    processing: 'Behandler betalingen…',
    success: 'Betalingen er mottatt.',
    pending: 'Betalingen venter.',
    error: 'Betalingen ble avvist.',
  },
  pt: {
    lang: 'pt',
    amount: (c) => `Valor (${c})`,
    hint: 'Provedor de teste: 666 é recusado, 777 fica pendente, qualquer outro valor é pago.',
    pay: 'Pagar agora',
    invalid: 'Informe um valor acima de zero.',
    processing: 'Processando o pagamento…',
    success: 'Pagamento recebido.',
    pending: 'Pagamento pendente.',
    error: 'Pagamento recusado.',
  },
  sr: {
    lang: 'sr-ME',
    amount: (c) => `Iznos (${c})`,
    hint: 'Testni provajder: 666 se odbija, 777 ostaje na čekanju, svaki drugi iznos se plaća.',
    pay: 'Plati sada',
    invalid: 'Unesite iznos veći od nule.',
    processing: 'Plaćanje se obrađuje…',
    success: 'Plaćanje je primljeno.',
    pending: 'Plaćanje je na čekanju.',
    error: 'Plaćanje je odbijeno.',
  },
  sv: {
    lang: 'sv',
    amount: (c) => `Belopp (${c})`,
    hint: 'Testleverantör: 666 nekas, 777 förblir väntande, alla andra belopp betalas.',
    pay: 'Betala nu',
    invalid: 'Ange ett belopp över noll.',
    processing: 'Betalningen behandlas…',
    success: 'Betalningen har tagits emot.',
    pending: 'Betalningen väntar.',
    error: 'Betalningen nekades.',
  },
  vi: {
    lang: 'vi',
    amount: (c) => `Số tiền (${c})`,
    hint: 'Nhà cung cấp thử nghiệm: 666 bị từ chối, 777 ở trạng thái chờ, mọi số tiền khác đều được thanh toán.',
    pay: 'Thanh toán ngay',
    invalid: 'Nhập số tiền lớn hơn 0.',
    processing: 'Đang xử lý thanh toán…',
    success: 'Đã nhận thanh toán.',
    pending: 'Thanh toán đang chờ.',
    error: 'Thanh toán bị từ chối.',
  },
}

/** The words for a BCP 47 locale by its language (fr-CA → fr), English when it has none. */
export function wordsFor(locale: string | undefined): Words {
  const language = (locale ?? 'en').split('-')[0]!.toLowerCase()
  return WORDS[language] ?? WORDS.en!
}
