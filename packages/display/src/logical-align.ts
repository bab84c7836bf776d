/**
 * A theme's 'left' and 'right' mean the start and end of the line, so a right-to-left screen
 * mirrors them (docs/decisions/languages.md LNG-18). `start`/`end` are read by Chrome 53 too.
 */
export const LOGICAL_ALIGN = { left: 'start', center: 'center', right: 'end' } as const;
