/** Runs `callback` in a task of its own, after the tasks already asked for (see tasks.js). */
export function nextTask(callback: () => void): void;
