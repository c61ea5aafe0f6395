/** Whether a process of this machine is still running (signal 0 only asks; a gone process throws). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
