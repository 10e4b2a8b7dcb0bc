/** Waits until `check` holds, looking every 100 ms; fails naming `what` after `withinMs`. */
export async function until(check: () => Promise<boolean>, what: string, withinMs = 20_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
