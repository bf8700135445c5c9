// The first sport icon asks for the sprite: its fetch and code (icon-sprite.ts) load then, off the
// page's first JavaScript; loadIconSprite makes it one fetch per page however many icons ask.
export const requestIconSprite = (): void => void import('./icon-sprite.ts').then((m) => m.loadIconSprite())
