/** `n` instances of a job, as on `n` servers, each making one pass at the same moment: their answers. */
export function passesAtOnce<R>(n: number, instance: () => { runOnce(): Promise<R> }): Promise<R[]> {
  return Promise.all(Array.from({ length: n }, () => instance().runOnce()));
}
