// The requests' server side (app/routes/requests.tsx, app/routes/admin.requests*.tsx; docs/product.md,
// "Requests"): reading a visitor's form, the limits and mail settings from the environment, the
// notification e-mail, and what a refusal says and answers.
import nodemailer, { type Transporter } from "nodemailer";
import { data, type RouterContextProvider } from "react-router";
import type { Db } from "#data/db";
import { recordChange } from "#data/history";
import { pedigreeRecord } from "#data/records";
import {
  requestRecord,
  type RequestAnswer,
  type RequestRecord,
  type RequestSubmission,
  type StoredRequest,
} from "#data/requests";
import { HONEYPOT_FIELD, REQUEST_LIMITS, type ChangeKind } from "#domain";
import * as texts from "#domain/texts";
import { requireUser } from "./auth.server";
import { requestContext } from "./context";
import { plannedRefusal } from "./coverings.server";
import { fieldErrorsOf, refuse, type FieldErrors } from "./forms.server";
import { pedigreeRefusal } from "./pedigree-form.server";

const r = texts.requestRefusals;

/**
 * The limit per address, REQUESTS_PER_HOUR (docs/operations.md; 5 unless set): the e2e server,
 * which posts many requests from one address, raises it. Unset or unreadable, the default.
 */
export function requestsPerHourFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.REQUESTS_PER_HOUR?.trim();
  return value && /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : REQUEST_LIMITS.perAddress;
}

/** Where a new request is told: SMTP_URL's server, to NOTIFY_EMAIL, from NOTIFY_FROM (else NOTIFY_EMAIL). */
export interface MailSettings {
  url: string;
  to: string;
  from: string;
}

/** The mail settings, or null (no e-mail at all) unless both SMTP_URL and NOTIFY_EMAIL are set. */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings | null {
  const url = env.SMTP_URL?.trim();
  const to = env.NOTIFY_EMAIL?.trim();
  if (!url || !to) return null;
  return { url, to, from: env.NOTIFY_FROM?.trim() || to };
}

/** A posted request form: the record, or its messages; with what was typed (never the hidden field). */
export type ParsedRequestForm = { values: Record<string, string> } & (
  { ok: true; record: RequestRecord; honeypot: boolean } | { ok: false; fieldErrors: FieldErrors }
);

export function parseRequestForm(posted: Record<string, string>): ParsedRequestForm {
  const { [HONEYPOT_FIELD]: trap = "", ...values } = posted;
  const result = requestRecord.safeParse(values);
  if (!result.success) return { ok: false, fieldErrors: fieldErrorsOf(result.error), values };
  return { ok: true, record: result.data, honeypot: trap.trim() !== "", values };
}

/** The answer to a request the data refused: its status, the message at its field or form, what was typed. */
export function submissionRefusal(result: Extract<RequestSubmission, { ok: false }>, values: Record<string, string>) {
  switch (result.reason) {
    case "rate":
      return data(
        { ok: false as const, fieldErrors: { form: r.tooMany }, values },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    case "full":
      return data(
        { ok: false as const, fieldErrors: { form: r.full }, values },
        { status: 429, headers: { "Retry-After": String(REQUEST_LIMITS.windowMinutes * 60) } },
      );
    case "horse":
      return refuse(
        409,
        { form: result.kind === "sale" ? r.notForSale(values.horse) : r.notOffered(values.horse) },
        values,
      );
    case "lookalike":
      return refuse(400, { [result.field]: r.lookalike(result.clash) }, values);
  }
}

const m = texts.requestMail;

/** The notification e-mail of a new request: plain text, so markup in any field reads as it was typed. */
export function requestMailOf(request: StoredRequest, link: string): { subject: string; text: string } {
  const inbox = texts.requestInbox;
  const kind = inbox.kinds[request.kind];
  const fields = inbox.fields;
  const lines: [string, string | null][] = [
    [fields.reference, request.reference],
    [fields.name, request.name],
    [fields.contact, request.contact],
    [fields.message, request.message || null],
    [fields.mareName, request.mareName],
    [fields.mareBreed, request.mareBreed],
    [fields.mareSire, request.mareSire],
    [fields.mareDam, request.mareDam],
    [fields.mareGenotype, request.mareGenotype],
    [fields.mareLink, request.mareLink],
  ];
  return {
    subject: m.subject(kind, request.horse, request.reference),
    text: [
      m.intro(kind, request.horse),
      "",
      ...lines.flatMap(([label, value]) => (value === null ? [] : [m.line(label, value)])),
      "",
      m.open(link),
      "",
      m.footer,
      "",
    ].join("\n"),
  };
}

/** Each server address gets one transport, kept (nodemailer reuses nothing between transports). */
const transports = new Map<string, Transporter>();
/** How long a mail server may take to answer: a server that is down costs the background send this, never a visitor. */
const MAIL_TIMEOUT_MS = 10_000;

/** Sends the notification of `request`; rejects when the mail server refuses or does not answer. */
export async function sendRequestMail(settings: MailSettings, request: StoredRequest, link: string): Promise<void> {
  let transport = transports.get(settings.url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: settings.url,
      connectionTimeout: MAIL_TIMEOUT_MS,
      greetingTimeout: MAIL_TIMEOUT_MS,
      socketTimeout: MAIL_TIMEOUT_MS,
    });
    transports.set(settings.url, transport);
  }
  const { subject, text } = requestMailOf(request, link);
  await transport.sendMail({ from: settings.from, to: settings.to, subject, text });
}

/**
 * Tells the stud of a request already stored: the e-mail is sent after the answer, in the
 * background, and a failure is logged (one JSON line, `request mail failed`, with the reference
 * and why), never lost with the request: it is in the inbox either way. Without settings, nothing.
 * Answers the sending, for tests to wait on; it never rejects.
 */
export function notifyNewRequest(
  settings: MailSettings | null,
  request: StoredRequest,
  link: string,
  log: (line: string) => void = (line) => console.error(line),
): Promise<void> {
  if (!settings) return Promise.resolve();
  return sendRequestMail(settings, request, link).catch((error: unknown) =>
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        msg: "request mail failed",
        reference: request.reference,
        error: error instanceof Error ? error.message : String(error),
      }),
    ),
  );
}

/**
 * An answer to a request as one logged change of the signed-in administrator (as
 * app/history.server.ts changeLogger), with the change's number, so the inbox can offer to undo it.
 */
export async function answerLogged<T extends { ok: boolean }>(
  context: Readonly<RouterContextProvider>,
  kind: ChangeKind,
  subject: string,
  work: (tx: Db) => Promise<T>,
): Promise<{ result: T; change: number }> {
  const actor = requireUser(context).email;
  const { db } = context.get(requestContext);
  let change = 0;
  const result = await recordChange(db, { actor, kind, subject }, (tx, id) => {
    change = id;
    return work(tx);
  });
  return { result, change };
}

/** Why an answer was refused, for the inbox: the request gone or answered, the mare's entry or the covering refused. */
export function answerRefusal(result: Extract<RequestAnswer, { ok: false }>, request: StoredRequest) {
  const inbox = texts.requestInbox;
  switch (result.reason) {
    case "not-found":
      return refuse(404, { form: inbox.refusals.notFound });
    case "answered":
      return refuse(409, { form: inbox.refusals.answered(inbox.statuses[result.status]) });
    case "mare": {
      const mare = pedigreeRecord.parse({ name: request.mareName, sire: request.mareSire, dam: request.mareDam });
      return refuse(409, { form: Object.values(pedigreeRefusal(result.refusal, mare)).join(" ") });
    }
    case "covering":
      return refuse(409, { form: plannedRefusal(result.refusal) });
  }
}
