import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id is a const enum (2) that isolated modules cannot import.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Checked against when the account does not exist, so a wrong e-mail costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash("decoy-password-for-timing", options);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
