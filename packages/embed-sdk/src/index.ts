/**
 * @sportsbook/embed-sdk: put the sportsbook in an operator page and talk to it (spec §7 window messages).
 * Each export names the message protocol it speaks (V1): a protocol 2 would come as mountV2 beside it.
 * The unversioned names are the same functions and types, kept for hosts written against 1.0.
 */
export { mount as mountV1, type Embed as EmbedV1, type MountOptions as MountOptionsV1 } from './mount.ts'
export {
  PROTOCOL_VERSION as PROTOCOL_V1,
  type FrameMessage as FrameMessageV1,
  type InboundPayloadInput as InboundPayloadInputV1,
  type InboundType as InboundTypeV1,
} from './protocol.ts'
export { mount, type Embed, type MountOptions } from './mount.ts'
export { PROTOCOL_VERSION, SDK_VERSION, type FrameMessage } from './protocol.ts'
