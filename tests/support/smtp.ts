// A local SMTP server of the test's own (smtp-server), holding the mails it receives, and a reader
// of such a mail: its headers and its one body part decoded (quoted-printable or base64).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Header names in lower case; a folded header unfolded. */
  headers: Map<string, string>;
  /** The Subject header decoded. */
  subject: string;
  /** The body as text, its transfer encoding undone. */
  body: string;
  raw: string;
}

export interface LocalSmtp {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** The next mail not yet taken (waits for it). */
  next(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Starts the server on `port` (0: any free one), on loopback, without TLS or authentication. */
export async function startSmtp(port = 0): Promise<LocalSmtp> {
  const mails: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = readMail(Buffer.concat(chunks).toString("utf8"));
        mails.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    next() {
      const mail = mails[taken];
      if (mail) {
        taken++;
        return Promise.resolve(mail);
      }
      return new Promise((resolve) =>
        waiting.push((arrived) => {
          taken++;
          resolve(arrived);
        }),
      );
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A single-part mail: headers, then the body in its transfer encoding. */
export function readMail(raw: string): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map(
    head.split("\r\n").map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const encoded = raw.slice(split + 4);
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(encoded.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? quotedPrintable(encoded)
        : Buffer.from(encoded, "utf8");
  return {
    headers,
    subject: encodedWords(headers.get("subject") ?? ""),
    body: bytes.toString("utf8").replace(/\r\n/g, "\n"),
    raw,
  };
}

/** A header's MIME encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text. */
function encodedWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      (kind.toUpperCase() === "B" ? Buffer.from(word, "base64") : quotedPrintable(word.replace(/_/g, " "))).toString(
        "utf8",
      ),
    );
}

function quotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], "utf8"));
  }
  return Buffer.from(bytes);
}
