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

  it("creates the directory when it does not exist yet", () => {
    const dir = path.join(tempDir(), "nested", "data");
    const lock = acquireDataDirLock(dir);
    expect(fs.existsSync(path.join(dir, "sazon.pid"))).toBe(true);
    lock.release();
  });
});
