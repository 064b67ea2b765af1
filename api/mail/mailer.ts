import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { logLine } from "../observability/log";

/**
 * Outgoing mail for Sazón.
 *
 * - With `smtpUrl` (smtp:// or smtps://, credentials in the URL, extra nodemailer
 *   options as query parameters such as `?ignoreTLS=true`), mails go through
 *   nodemailer's SMTP transport with a text and an HTML part.
 * - Without it, each mail becomes one JSON file in `outboxDir` (lexical order is
 *   send order) and one log line with its first link, so a developer can click it.
 */

export interface MailerSettings {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log?: (line: string) => void;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  locale: "es" | "en";
  links: Record<string, string>;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  sentAt: string;
}

export interface Mailer {
  transport: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(settings: MailerSettings): Mailer {
  const smtpUrl = settings.smtpUrl?.trim();
  return smtpUrl ? createSmtpMailer(smtpUrl, settings) : createOutboxMailer(settings);
}

/** Mails stored in the outbox, oldest first; [] when the folder does not exist. */
export async function readOutbox(outboxDir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if (isErrnoCode(error, "ENOENT") || isErrnoCode(error, "ENOTDIR")) return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith(".json") && !name.startsWith(".")).sort();
  const mails: StoredMail[] = [];
  for (const name of files) {
    let raw: string;
    try {
      raw = await readFile(path.join(outboxDir, name), "utf8");
    } catch (error) {
      // Removed between readdir and readFile (e.g. a test cleaning up): skip it.
      if (isErrnoCode(error, "ENOENT")) continue;
      throw error;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      continue; // not one of ours
    }
    const mail = toStoredMail(parsed);
    if (mail) mails.push(mail);
  }
  return mails;
}

// ---------------------------------------------------------------------------
// SMTP

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

function createSmtpMailer(smtpUrl: string, settings: MailerSettings): Mailer {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error("Mailer: smtpUrl is not a valid URL (expected smtp://user:pass@host:port or smtps://…)");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(`Mailer: unsupported smtpUrl protocol "${url.protocol}" (use smtp:// or smtps://)`);
  }

  const options: SMTPTransport.Options = { url: smtpUrl };
  // A plain local catcher (Mailpit, MailHog, a test server) often offers STARTTLS with
  // a self-signed certificate or not at all: do not attempt TLS on loopback unless
  // the URL says otherwise (URL query parameters override these defaults).
  if (url.protocol === "smtp:" && LOOPBACK_HOSTS.has(url.hostname)) {
    options.ignoreTLS = true;
  }
  const transporter = nodemailer.createTransport(options);
  let closed = false;

  return {
    transport: "smtp",
    async send(mail) {
      if (closed) throw new Error("Mailer: send() after close()");
      assertMail(mail);
      await transporter.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { "X-Sazon-Mail-Kind": safeKind(mail.kind) },
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      transporter.close();
    },
  };
}

// ---------------------------------------------------------------------------
// Outbox

// Module-wide, so that several mailers of one process writing to the same folder
// still produce names whose lexical order is the send order.
let counter = 0;
let lastTimestamp = 0;

function nextSequence(): { timestamp: number; seq: number } {
  // Never go backwards, even if the clock does.
  const timestamp = Math.max(Date.now(), lastTimestamp);
  lastTimestamp = timestamp;
  counter += 1;
  return { timestamp, seq: counter };
}

function createOutboxMailer(settings: MailerSettings): Mailer {
  const outboxDir = settings.outboxDir;
  const log = settings.log ?? logLine;
  let closed = false;

  return {
    transport: "outbox",
    async send(mail) {
      if (closed) throw new Error("Mailer: send() after close()");
      assertMail(mail);
      // The sequence is taken synchronously, so concurrent sends keep call order.
      const { timestamp, seq } = nextSequence();
      const kind = safeKind(mail.kind);
      const id = `${String(timestamp).padStart(13, "0")}-${String(seq).padStart(9, "0")}-${kind}`;
      const stored: StoredMail = {
        id,
        sentAt: new Date(timestamp).toISOString(),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        kind: mail.kind,
        locale: mail.locale,
        links: { ...mail.links },
      };

      await mkdir(outboxDir, { recursive: true });
      const finalPath = path.join(outboxDir, `${id}.json`);
      const tempPath = path.join(outboxDir, `.${id}.${process.pid}.tmp`);
      try {
        await writeFile(tempPath, `${JSON.stringify(stored, null, 2)}\n`, "utf8");
        await rename(tempPath, finalPath);
      } catch (error) {
        await rm(tempPath, { force: true }).catch(() => undefined);
        throw error;
      }

      const firstLink = Object.values(mail.links)[0] ?? "(no link)";
      log(`[mail] outbox: "${mail.subject}" to ${mail.to} — ${firstLink}`);
    },
    async close() {
      closed = true;
    },
  };
}

// ---------------------------------------------------------------------------
// Helpers

function assertMail(mail: OutgoingMail): void {
  if (!mail.to || !mail.to.trim()) throw new Error("Mailer: missing recipient (to)");
  if (/[\r\n]/.test(mail.to) || /[\r\n]/.test(mail.subject)) {
    throw new Error("Mailer: line breaks are not allowed in the recipient or the subject");
  }
}

/** A kind usable in a file name and a header: letters, digits, dot, dash, underscore. */
function safeKind(kind: string): string {
  const cleaned = kind
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(0, 60);
  return cleaned || "mail";
}

function isErrnoCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
}

function toStoredMail(value: unknown): StoredMail | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const strings = ["id", "sentAt", "to", "subject", "text", "html", "kind"] as const;
  for (const key of strings) if (typeof v[key] !== "string") return null;
  if (v.locale !== "es" && v.locale !== "en") return null;
  const links: Record<string, string> = {};
  if (typeof v.links === "object" && v.links !== null) {
    for (const [key, link] of Object.entries(v.links as Record<string, unknown>)) {
      if (typeof link === "string") links[key] = link;
    }
  }
  return {
    id: v.id as string,
    sentAt: v.sentAt as string,
    to: v.to as string,
    subject: v.subject as string,
    text: v.text as string,
    html: v.html as string,
    kind: v.kind as string,
    locale: v.locale,
    links,
  };
}
