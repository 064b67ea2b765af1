import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Another Sazón process (pid ${holderPid}) is already using the embedded database in ${dataDir}. ` +
        `Stop it first, or give this one its own DATA_DIR, or point DATABASE_URL at a PostgreSQL server to run several processes.`,
    );
    this.name = "DataDirLockedError";
  }
}

/** The process's state letter from Linux's /proc (R, S, D, Z…); undefined elsewhere or when it is gone. */
function processState(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (command) S …": the command may itself hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(")") + 2).charAt(0) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `pid` still runs. A process killed with -9 whose parent has not collected it yet is a
 * zombie: its pid answers signals but it holds no database; its lock is stale (issue 12).
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const state = processState(pid);
  return state !== "Z" && state !== "X";
}

/**
 * PGlite does not lock its directory and two writers silently lose data, so we hold a pid file.
 * A pid file left by a process that died, or that is dead but not yet collected (a zombie), is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "sazon.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
