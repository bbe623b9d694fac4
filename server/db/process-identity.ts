/**
 * A pid alone does not name a process: after a crash or a container restart the same number can belong to
 * an unrelated program. On Linux a process is named by its pid, its start time (field 22 of
 * /proc/<pid>/stat, in clock ticks since boot) and the boot it started in (/proc/sys/kernel/random/boot_id);
 * a reused pid has another start time, and after a reboot the boot id differs. Elsewhere only the pid is known.
 */
import { readFileSync } from 'node:fs';

export interface ProcessIdentity {
  pid: number;
  /** Clock ticks since boot at which the process started; absent where /proc is not available. */
  startTime?: string;
  bootId?: string;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces and brackets, so count after its last ")". */
function startTimeOf(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state), so field 22 is fields[19].
  return fields[19];
}

export function currentBootId(): string | undefined {
  return readText('/proc/sys/kernel/random/boot_id')?.trim();
}

/** The identity of a running process (this one by default). */
export function identityOf(pid: number = process.pid): ProcessIdentity {
  const startTime = startTimeOf(pid);
  const bootId = currentBootId();
  return { pid, ...(startTime ? { startTime } : {}), ...(bootId ? { bootId } : {}) };
}

function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process `recorded` describes is still running: its pid is alive and, where both are known,
 * in the same boot with the same start time. A record without a start time (an older lock, another OS)
 * is judged by its pid alone.
 */
export function isStillRunning(recorded: ProcessIdentity): boolean {
  if (!pidIsAlive(recorded.pid)) return false;
  const now = identityOf(recorded.pid);
  if (recorded.bootId && now.bootId && recorded.bootId !== now.bootId) return false;
  if (recorded.startTime && now.startTime && recorded.startTime !== now.startTime) return false;
  return true;
}
