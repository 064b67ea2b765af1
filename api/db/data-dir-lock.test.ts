import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("data directory lock", () => {
  it("refuses a second holder while a live process holds it", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(path.join(dir, "sazon.pid"), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/Another Sazón process \(pid \d+\)/);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that died", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "sazon.pid"), "999999");
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "sazon.pid"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, "sazon.pid"))).toBe(false);
  });

  // The shell's background child exits; exec'd sleep, now its parent, never collects it.
  it.runIf(process.platform === "linux")("takes over a lock whose holder is a zombie (killed, not yet collected)", async () => {
    const dir = tempDir();
    // The child outlives the shell's own commands by a second: once the shell has become `sleep 30`,
    // nothing reaps it. (With `sleep 0` the shell could collect it first on a busy machine.)
    const parent = spawn("sh", ["-c", "sleep 1 & echo $!; exec sleep 30"], { stdio: ["ignore", "pipe", "ignore"] });
    try {
      const zombie = Number.parseInt(await new Promise<string>((resolve) => parent.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString()))), 10);
      const state = () => fs.readFileSync(`/proc/${zombie}/stat`, "utf8").split(") ")[1]?.charAt(0);
      const deadline = Date.now() + 10_000;
      while (state() !== "Z" && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(state()).toBe("Z");
      // Its pid still answers signal 0, which is what the old check trusted.
      expect(() => process.kill(zombie, 0)).not.toThrow();
      fs.writeFileSync(path.join(dir, "sazon.pid"), String(zombie));
      const lock = acquireDataDirLock(dir);
      expect(fs.readFileSync(path.join(dir, "sazon.pid"), "utf8")).toBe(String(process.pid));
      lock.release();
    } finally {
      parent.kill();
    }
  });

  it("creates the directory when it does not exist yet", () => {
    const dir = path.join(tempDir(), "nested", "data");
    const lock = acquireDataDirLock(dir);
    expect(fs.existsSync(path.join(dir, "sazon.pid"))).toBe(true);
    lock.release();
  });
});
