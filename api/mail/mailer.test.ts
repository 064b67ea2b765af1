import { describe, it, expect, afterEach } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createMailer, readOutbox, type OutgoingMail } from "./mailer";
import { passwordResetEmail, verificationEmail } from "./mail-templates";

const SITE = "Sazón";
const FROM = "Sazón <no-reply@sazon.example>";

const tempDirs: string[] = [];
function makeTempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-mail-"));
  tempDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function sampleMail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  const link = "http://localhost:3000/verificar?token=abc123";
  const content = verificationEmail({ locale: "es", name: "Ana", link, siteName: SITE, expiresInMinutes: 30 });
  return {
    to: "ana@example.com",
    ...content,
    kind: "verify-email",
    locale: "es",
    links: { verify: link },
    ...overrides,
  };
}

// --- tiny MIME helpers for the SMTP test --------------------------------------

function decodeQuotedPrintable(input: string): string {
  const soft = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    const hex = soft.slice(i + 1, i + 3);
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

/** Unfolds headers and decodes RFC 2047 encoded words. */
function headerValue(headerBlock: string, name: string): string | undefined {
  const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  const value = line.slice(name.length + 1).trim();
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

interface MimePart {
  contentType: string;
  body: string;
}

function mimeParts(raw: string): { headers: string; parts: MimePart[] } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const contentType = headerValue(headers, "Content-Type") ?? "";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) {
    const enc = headerValue(headers, "Content-Transfer-Encoding") ?? "7bit";
    return { headers, parts: [{ contentType, body: decodeBody(body, enc) }] };
  }
  const parts: MimePart[] = [];
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith("--")) break;
    const inner = mimeParts(chunk.replace(/^\r\n/, ""));
    parts.push(...inner.parts);
  }
  return { headers, parts };
}

// -----------------------------------------------------------------------------

describe("outbox mailer", () => {
  it("stores each mail as JSON and reads them back oldest first", async () => {
    const dir = path.join(makeTempDir(), "nested", "outbox");
    const lines: string[] = [];
    const mailer = createMailer({ outboxDir: dir, from: FROM, log: (line) => lines.push(line) });
    expect(mailer.transport).toBe("outbox");

    const first = sampleMail();
    const resetLink = "http://localhost:3000/restablecer?token=xyz789";
    const second: OutgoingMail = {
      to: "bob@example.com",
      ...passwordResetEmail({ locale: "en", name: "Bob", link: resetLink, siteName: SITE, expiresInMinutes: 60 }),
      kind: "password-reset",
      locale: "en",
      links: { reset: resetLink },
    };
    await mailer.send(first);
    await mailer.send(second);
    await mailer.close();

    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith(".json"))).toBe(true);

    const stored = await readOutbox(dir);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject(first);
    expect(stored[1]).toMatchObject(second);
    for (const mail of stored) {
      expect(mail.id).toMatch(/\S/);
      expect(Number.isNaN(Date.parse(mail.sentAt))).toBe(false);
    }
    expect(stored[0]!.id).not.toBe(stored[1]!.id);
    expect(Date.parse(stored[0]!.sentAt)).toBeLessThanOrEqual(Date.parse(stored[1]!.sentAt));

    expect(lines).toEqual([`[mail] outbox: "${first.subject}" to ana@example.com — ${first.links.verify}`, `[mail] outbox: "${second.subject}" to bob@example.com — ${resetLink}`]);
  });

  it("keeps call order for concurrent sends", async () => {
    const dir = makeTempDir();
    const mailer = createMailer({ outboxDir: dir, from: FROM, log: () => {} });
    const recipients = Array.from({ length: 8 }, (_, i) => `user${i}@example.com`);
    await Promise.all(recipients.map((to) => mailer.send(sampleMail({ to }))));
    const stored = await readOutbox(dir);
    expect(stored.map((m) => m.to)).toEqual(recipients);
    // No temp files left behind.
    expect(fs.readdirSync(dir).filter((f) => !f.endsWith(".json"))).toEqual([]);
  });

  it("returns [] for a missing folder", async () => {
    const missing = path.join(makeTempDir(), "does-not-exist");
    await expect(readOutbox(missing)).resolves.toEqual([]);
  });
});

describe("SMTP mailer", () => {
  it("sends a multipart mail to a real local SMTP server", async () => {
    const received: { raw: string; from?: string; to: string[] }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            raw: Buffer.concat(chunks).toString("utf8"),
            from: mailFrom ? mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const port = (server.server.address() as AddressInfo).port;

    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: makeTempDir(), from: FROM });
      expect(mailer.transport).toBe("smtp");
      const link = "http://localhost:3000/restablecer?token=smtp-test-token";
      const content = passwordResetEmail({ locale: "es", name: "Ana", link, siteName: SITE, expiresInMinutes: 45 });
      await mailer.send({
        to: "ana@example.com",
        ...content,
        kind: "password-reset",
        locale: "es",
        links: { reset: link },
      });
      await mailer.close();

      expect(received).toHaveLength(1);
      const message = received[0]!;
      expect(message.from).toBe("no-reply@sazon.example");
      expect(message.to).toEqual(["ana@example.com"]);

      const { headers, parts } = mimeParts(message.raw);
      expect(headerValue(headers, "Subject")).toBe("Restablece tu contraseña de Sazón");
      expect(headerValue(headers, "To")).toContain("ana@example.com");
      expect(message.raw).toMatch(/Content-Type: text\/plain/i);
      expect(message.raw).toMatch(/Content-Type: text\/html/i);

      const textPart = parts.find((p) => p.contentType.startsWith("text/plain"));
      const htmlPart = parts.find((p) => p.contentType.startsWith("text/html"));
      expect(textPart?.body).toContain(link);
      expect(textPart?.body).toContain("45 minutos");
      expect(htmlPart?.body).toContain(link);
      expect(htmlPart?.body).toContain('lang="es"');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("rejects a URL that is not smtp:// or smtps://", () => {
    expect(() => createMailer({ smtpUrl: "http://127.0.0.1:25", outboxDir: "/tmp/x", from: FROM })).toThrow(/protocol/);
  });
});

describe("mail templates", () => {
  const link = "https://sazon.example/verificar?token=a1b2&lang=es";
  const evilName = `<b>Ana & "co"</b>`;

  for (const [label, template] of [
    ["verification", verificationEmail],
    ["password reset", passwordResetEmail],
  ] as const) {
    describe(label, () => {
      const es = template({ locale: "es", name: evilName, link, siteName: SITE, expiresInMinutes: 30 });
      const en = template({ locale: "en", name: evilName, link, siteName: SITE, expiresInMinutes: 30 });

      it("has different subjects in each language, with the site name", () => {
        expect(es.subject).not.toBe(en.subject);
        expect(es.subject).toContain(SITE);
        expect(en.subject).toContain(SITE);
      });

      it("puts the link on its own line in the text and (escaped) in the HTML", () => {
        for (const mail of [es, en]) {
          expect(mail.text.split("\n")).toContain(link);
          expect(mail.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
          expect(mail.html).toContain(`>${link.replace(/&/g, "&amp;")}</a>`);
          expect(mail.html).toContain("#b83f0b");
        }
        expect(es.html).toContain('<html lang="es"');
        expect(en.html).toContain('<html lang="en"');
      });

      it("escapes interpolated values in the HTML", () => {
        for (const mail of [es, en]) {
          expect(mail.html).not.toContain("<b>");
          expect(mail.html).not.toContain(evilName);
          expect(mail.html).toContain("&lt;b&gt;Ana &amp; &quot;co&quot;&lt;/b&gt;");
          expect(mail.text).toContain(evilName);
        }
      });

      it("mentions the expiry and that the mail can be ignored", () => {
        expect(es.text).toContain("30 minutos");
        expect(en.text).toContain("30 minutes");
        expect(es.html).toContain("30 minutos");
        expect(en.html).toContain("30 minutes");
        expect(es.text).toMatch(/ignorar este correo/);
        expect(en.text).toMatch(/ignore this email/);
      });
    });
  }

  it("uses the given site name and the expected default subjects", () => {
    const args = { name: "Ana", link, expiresInMinutes: 15 };
    expect(verificationEmail({ ...args, locale: "es", siteName: SITE }).subject).toBe("Confirma tu correo en Sazón");
    expect(verificationEmail({ ...args, locale: "en", siteName: SITE }).subject).toBe("Confirm your email for Sazón");
    expect(passwordResetEmail({ ...args, locale: "es", siteName: SITE }).subject).toBe("Restablece tu contraseña de Sazón");
    expect(passwordResetEmail({ ...args, locale: "en", siteName: SITE }).subject).toBe("Reset your Sazón password");
    const other = verificationEmail({ ...args, locale: "es", siteName: "Cocina <Test>" });
    expect(other.subject).toBe("Confirma tu correo en Cocina <Test>");
    expect(other.html).toContain("Cocina &lt;Test&gt;");
    expect(other.html).not.toContain("Sazón");
  });

  it("uses the singular for one minute", () => {
    expect(verificationEmail({ locale: "es", name: "Ana", link, siteName: SITE, expiresInMinutes: 1 }).text).toContain("1 minuto.");
    expect(passwordResetEmail({ locale: "en", name: "Ana", link, siteName: SITE, expiresInMinutes: 1 }).text).toContain("1 minute.");
  });
});
