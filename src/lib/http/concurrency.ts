/**
 * @module
 * A bound on how many calls run at once; the rest wait their turn in arrival order.
 */
export type Limited = <T>(work: () => T | Promise<T>) => Promise<T>

export function limitConcurrency(max: number): Limited {
  let running = 0
  const waiting: Array<() => void> = []
  return async (work) => {
    if (running < max) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await work()
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot overtake it.
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
