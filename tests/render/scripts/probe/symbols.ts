/** What the symbol probe draws, for the test to look for. */
export const SYMBOLS = '→ ⇒ ★★★☆☆ ● ○ ▪ ► ✓ ✗ ☎ ✉ ≥ ① ♪'
