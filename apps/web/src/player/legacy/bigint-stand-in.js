/*
 * Legacy player only (vite.config.ts). zod creates a few BigInt constants when it loads, for int64
 * formats the player never validates; Chrome 53–66 have no BigInt, so without this the player
 * stops at its first line. The stand-in gives Numbers: enough for zod to load, never used for maths.
 */
if (typeof window.BigInt === 'undefined') {
  window.BigInt = function BigInt(value) {
    return Number(value);
  };
}
