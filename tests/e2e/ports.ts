/**
 * The ports the end-to-end servers listen on. E2E_PORT_BASE moves all six, so two checkouts on one
 * machine can run their browser tests at the same time.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3210);

export const ports = { inProcess: base, overHttp: base + 1, standaloneApi: base + 2, apiDown: base + 3, oauthProvider: base + 4, oauthControl: base + 5 } as const;
export const origin = (port: number) => `http://localhost:${port}`;
