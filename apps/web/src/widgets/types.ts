import type { WidgetKind, WidgetOf } from '@sportsbook/contract'
import type { ComponentType } from 'react'

/** A widget kind's renderer gets its validated props (the brand file's entry) and nothing else. */
export type WidgetProps<K extends WidgetKind> = { widget: WidgetOf<K> }
export type WidgetComponent<K extends WidgetKind> = ComponentType<WidgetProps<K>>
