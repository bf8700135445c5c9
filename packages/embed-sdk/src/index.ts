/** @sportsbook/embed-sdk: put the sportsbook in an operator page and talk to it (spec §7 window messages). */
export { mount, type Embed, type MountOptions } from './mount.ts'
export { PROTOCOL_VERSION, SDK_VERSION, type FrameMessage } from './protocol.ts'
