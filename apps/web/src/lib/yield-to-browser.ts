/** Lets the browser paint and answer input before the next step (a macrotask, not a microtask). */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
