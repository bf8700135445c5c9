// The development stand-in payment widget, served as /spi/main.js: `window.SPI.mount(element, options)`
// renders an amount form and pays through this origin's /spi/deposits. Everything is built as DOM
// nodes (no HTML strings); the page's theme colours are used when it defines them (--sb-*).
import type {
  PaymentStatus,
  SpiDepositResponse,
  SpiMountOptions,
  SpiResult,
  SpiWidget,
} from '@sportsbook/contract'
import { currency as currencyOf, findCurrency, money, toMajor } from '@sportsbook/domain'
import { toMinor } from './amount.ts'
import { wordsFor, type Words } from './words.ts'

const script = document.currentScript as HTMLScriptElement | null
const origin = script ? new URL(script.src).origin : location.origin

const style = (el: HTMLElement, css: Partial<CSSStyleDeclaration>) => Object.assign(el.style, css)
const node = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
  const el = document.createElement(tag)
  if (text !== undefined) el.textContent = text
  return el
}

/** A v4 UUID from the page's CSPRNG (randomUUID needs a secure context; http on a LAN is not one). */
function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

function mount(element: HTMLElement, options: SpiMountOptions) {
  const currency = findCurrency(options.currency) ?? currencyOf(options.currency, 2, true)
  const { subunits } = currency
  const w: Words = wordsFor(options.locale)
  const aborter = new AbortController()
  let done = false

  const form = node('form')
  form.lang = w.lang
  form.noValidate = true
  style(form, { display: 'flex', flexDirection: 'column', gap: '12px', font: 'inherit', color: 'inherit' })
  const id = `spi-${uuid().slice(0, 8)}`
  const label = node('label', w.amount(options.currency))
  label.htmlFor = `${id}-amount`
  style(label, { fontWeight: '600', fontSize: '14px' })
  const input = node('input')
  Object.assign(input, { id: `${id}-amount`, name: 'amount', inputMode: 'decimal', autocomplete: 'off' })
  input.setAttribute('aria-describedby', `${id}-hint ${id}-status`)
  const preset = options.amount ?? 0
  if (Number.isSafeInteger(preset) && preset > 0)
    input.value = toMajor(money(preset, currency)).toFixed(subunits)
  style(input, {
    padding: '8px 10px',
    borderRadius: '6px',
    border: '1px solid var(--sb-line, #64748b)',
    background: 'var(--sb-surface, #fff)',
    color: 'inherit',
    font: 'inherit',
  })
  const hint = node('p', w.hint)
  hint.id = `${id}-hint`
  style(hint, { margin: '0', fontSize: '12px', color: 'var(--sb-muted, #475569)' })
  const status = node('p')
  status.id = `${id}-status`
  status.setAttribute('role', 'status')
  style(status, { margin: '0', fontSize: '14px', minHeight: '1.25em' })
  const pay = node('button', w.pay)
  pay.type = 'submit'
  style(pay, {
    padding: '10px 16px',
    borderRadius: '6px',
    border: '0',
    // The shorthand first: it would reset the weight set after it.
    font: 'inherit',
    fontWeight: '700',
    cursor: 'pointer',
    background: 'var(--sb-brand, #15803d)',
    color: 'var(--sb-on-brand, #fff)',
  })
  form.append(label, input, hint, status, pay)

  const finish = (result: SpiResult) => {
    if (done) return
    done = true
    options.onResult(result)
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault()
    const amount = toMinor(input.value, currency)
    if (amount === null) {
      status.textContent = w.invalid
      input.setAttribute('aria-invalid', 'true')
      input.focus()
      return
    }
    input.removeAttribute('aria-invalid')
    pay.disabled = true
    status.textContent = w.processing
    const wire = { value: amount, currency: options.currency, subunits }
    const body = {
      token: options.sessionToken,
      payment_id: uuid(),
      currency: options.currency,
      amount,
      ...(options.testStatus ? { test_status: options.testStatus } : {}),
    }
    fetch(`${origin}/spi/deposits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: aborter.signal,
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`)
        const answer = (await res.json()) as SpiDepositResponse
        const outcome: PaymentStatus = answer.status
        status.textContent = w[outcome]
        finish({ status: outcome, amount: answer.amount })
      })
      .catch(() => {
        if (aborter.signal.aborted) return
        status.textContent = w.error
        finish({ status: 'error', amount: wire })
      })
  })

  element.replaceChildren(form)
  return {
    unmount() {
      done = true
      aborter.abort()
      form.remove()
    },
  }
}

const SPI: SpiWidget<HTMLElement> = { version: 1, mount }
;(window as unknown as { SPI: SpiWidget<HTMLElement> }).SPI = SPI
