import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ImageFormat } from "#domain";
// The modules themselves, not #domain: drizzle-kit loads the schema without the rest of domain/.
import { COVERING_STATUSES } from "#domain/breeding/coverings";
import { MAX_SEED } from "#domain/breeding/simulation";
import { LOOKALIKE_LETTERS } from "#domain/site/confusables";
import { NEWS_KINDS, POST_KIND, type NewsKind } from "#domain/site/news";
import { REQUEST_KINDS, REQUEST_STATUSES } from "#domain/site/requests";

/** A constant of ours as an SQL string literal (no parameter), so an expression index can match it. */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * A name's confusable skeleton in SQL, the same as domain/site/confusables.ts nameSkeleton: NFKC, the
 * look-alike letters translated to Latin, lower case. The skeleton indexes below hold
 * this very expression, so a lookup by skeleton is an index scan, not a pass over every name.
 */
export const nameSkeletonSql = (name: AnyColumn | string): SQL =>
  sql`lower(translate(normalize(${name}, NFKC), ${literal(LOOKALIKE_LETTERS.from)}, ${literal(LOOKALIKE_LETTERS.to)}))`;

/**
 * The name as the site search compares it (lower case, no accents: SQL fold_name of migration
 * 0003, domain foldName), kept beside the name: computing it per row at search time cost 20× more.
 */
const foldedName = () =>
  text("name_folded")
    .notNull()
    .generatedAlwaysAs(sql`fold_name(name)`);

/**
 * The name's key in the search's order (Swedish alphabetical: SQL sort_name of migration 0012,
 * domain searchSortKey), kept beside the name: computed per hit at search time it cost a second
 * per 100,000 hits on PGlite.
 */
const sortedName = () =>
  text("name_sort_key")
    .notNull()
    .generatedAlwaysAs(sql`sort_name(name)`);

/**
 * A GIN index keeps new entries in a pending list, which every search reads whole, until the list
 * outgrows this many kB (4096 by default) or a VACUUM merges it; PGlite runs no autovacuum. Bounded
 * small, it stays a few hundred names (docs/decisions/0026-search-in-the-database.md).
 */
export const TRIGRAM_PENDING_LIST_KB = 256;

/**
 * A trigram index for "contains" (any piece of the name) and a B-tree in code-unit order for
 * the starts of names, which also reads them in the order the search lists them (data/search.ts).
 */
const foldedNameIndexes = (table: string, column: AnyPgColumn) => [
  index(`${table}_name_folded_trgm_idx`)
    .using("gin", sql`${column} gin_trgm_ops`)
    .with({ gin_pending_list_limit: TRIGRAM_PENDING_LIST_KB }),
  index(`${table}_name_folded_idx`).on(sql`${column} collate "C"`),
];

/**
 * One schema for both drivers (PGlite and PostgreSQL). Horse names are identifiers
 * (URLs, sire/dam links, merits), so they are unique case-insensitively in the
 * database itself. Rows that belong to a stud horse reference horses(name) with
 * ON UPDATE CASCADE, which is what makes a rename carry everything along.
 */
export const horses = pgTable(
  "horses",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    breed: text("breed").notNull(),
    forSale: boolean("for_sale").notNull().default(false),
    picture: text("picture"),
    /** The picture's alt text; null reads as the horse's name. */
    pictureAlt: text("picture_alt"),
    focus: text("focus"),
    sire: text("sire"),
    dam: text("dam"),
    gender: text("gender").notNull(),
    age: integer("age").notNull().default(0),
    height: integer("height"),
    color: text("color"),
    genotype: text("genotype"),
    stats: integer("stats")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    breeder: text("breeder"),
    seller: text("seller"),
    desc: text("description"),
    generation: integer("generation"),
    moorwiesen: text("moorwiesen"),
    rvhf: text("rvhf"),
    link: text("link"),
    owner: text("owner"),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
    nameFolded: foldedName(),
    nameSortKey: sortedName(),
  },
  (t) => [
    unique("horses_name_key").on(t.name),
    uniqueIndex("horses_name_lower_idx").on(sql`lower(${t.name})`),
    index("horses_name_prefix_idx").on(sql`lower(${t.name}) text_pattern_ops`),
    // Look-alike names ('ТЕХВАН' beside 'TEXBAH') are found by their skeleton (data/names.ts).
    index("horses_name_skeleton_idx").on(nameSkeletonSql(t.name)),
    ...foldedNameIndexes("horses", t.nameFolded),
    index("horses_category_idx").on(t.category),
    index("horses_breed_idx").on(t.breed),
    index("horses_for_sale_idx").on(t.forSale),
    index("horses_breeder_idx").on(t.breeder),
    // Offspring are found by lower(sire) / lower(dam), like every name comparison.
    index("horses_sire_lower_idx").on(sql`lower(${t.sire})`),
    index("horses_dam_lower_idx").on(sql`lower(${t.dam})`),
  ],
);

export const pedigree = pgTable(
  "pedigree",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    gender: text("gender"),
    breed: text("breed"),
    color: text("color"),
    sire: text("sire"),
    dam: text("dam"),
    evalExt: text("eval_ext"),
    link: text("link"),
    nameFolded: foldedName(),
    nameSortKey: sortedName(),
  },
  (t) => [
    unique("pedigree_name_key").on(t.name),
    uniqueIndex("pedigree_name_lower_idx").on(sql`lower(${t.name})`),
    index("pedigree_name_prefix_idx").on(sql`lower(${t.name}) text_pattern_ops`),
    index("pedigree_name_skeleton_idx").on(nameSkeletonSql(t.name)),
    ...foldedNameIndexes("pedigree", t.nameFolded),
    index("pedigree_sire_lower_idx").on(sql`lower(${t.sire})`),
    index("pedigree_dam_lower_idx").on(sql`lower(${t.dam})`),
  ],
);

export const ribbons = pgTable(
  "ribbons",
  {
    id: serial("id").primaryKey(),
    horse: text("horse")
      .notNull()
      .references(() => horses.name, { onUpdate: "cascade", onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    image: text("image"),
  },
  (t) => [unique("ribbons_horse_position_key").on(t.horse, t.position)],
);

export const evaluations = pgTable(
  "evaluations",
  {
    id: serial("id").primaryKey(),
    horse: text("horse")
      .notNull()
      .references(() => horses.name, { onUpdate: "cascade", onDelete: "cascade" }),
    type: text("type").notNull(),
    date: text("date").notNull(),
    judge: text("judge").notNull().default(""),
    /** The type's own fields, validated by the Zod union in data/evaluations.ts. */
    data: jsonb("data").notNull(),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("evaluations_horse_type_idx").on(t.horse, t.type)],
);

/** One row per merit line; the per-horse "scores" view (docs/product.md, "Merits") is built from these. */
export const merits = pgTable(
  "merits",
  {
    id: serial("id").primaryKey(),
    horse: text("horse")
      .notNull()
      .references(() => horses.name, { onUpdate: "cascade", onDelete: "cascade" }),
    key: text("key").notNull(),
    date: text("date").notNull(),
    text: text("text").notNull(),
    points: integer("points").notNull(),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("merits_line_key").on(t.horse, t.key, t.date, t.text)],
);

export const competition = pgTable(
  "competition",
  {
    id: serial("id").primaryKey(),
    name: text("name")
      .notNull()
      .references(() => horses.name, { onUpdate: "cascade", onDelete: "cascade" }),
    height: integer("height"),
    gender: text("gender").notNull(),
    breed: text("breed").notNull(),
    stats: integer("stats")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    focus: text("focus"),
    age: integer("age"),
    currentEvent: text("current_event").notNull(),
    currentClass: text("current_class").notNull(),
    meritCount: integer("merit_count").notNull().default(0),
    premium: text("premium").notNull(),
    partner: text("partner"),
  },
  (t) => [
    unique("competition_name_key").on(t.name),
    foreignKey({ name: "competition_partner_fk", columns: [t.partner], foreignColumns: [t.name] })
      .onUpdate("cascade")
      .onDelete("set null"),
    check("competition_partner_not_self", sql`${t.partner} is null or ${t.partner} <> ${t.name}`),
  ],
);

/**
 * News (docs/product.md, "News and feed"): the owner's posts (kind `post`: title, text, picture) and
 * the items the site writes in the same transaction as the change they tell of (data/news.ts
 * writeNews). `horse` is the stud horse an item is about: its rename carries the item along, its
 * deletion takes the item with it. `facts` is what the item says (domain/site/news.ts NewsEvent).
 * Logged in the change log, so undoing a change takes its item away, and raising the data version
 * (triggers in the migration that creates this table). Hidden items: newsHidden.
 */
export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<NewsKind>().notNull(),
    horse: text("horse").references(() => horses.name, { onUpdate: "cascade", onDelete: "cascade" }),
    facts: jsonb("facts")
      .notNull()
      .default(sql`'{}'::jsonb`),
    title: text("title").notNull().default(""),
    body: text("body").notNull().default(""),
    picture: text("picture"),
    pictureAlt: text("picture_alt"),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
    /** The feed's `updated`: a post's last edit. */
    updated: timestamp("updated", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first (/news, the home page, the feed); a horse's own (its page, the cascades).
    index("news_created_idx").on(t.created, t.id),
    index("news_horse_idx").on(t.horse, t.created),
    check("news_kind_known", sql`${t.kind} in (${sql.raw(NEWS_KINDS.map((kind) => `'${kind}'`).join(", "))})`),
    // A post is about no horse; every item the site writes is about one.
    check("news_post_has_no_horse", sql`(${t.kind} = ${literal(POST_KIND)}) = (${t.horse} is null)`),
  ],
);

/**
 * The items the owner hid: no public page or the feed shows them. A row of its own, not a column of
 * the item, so hiding an item the site wrote leaves the item's row untouched, and the change that
 * wrote it can still be undone (an undo is refused when a later change touched its rows,
 * docs/decisions/0044-undo-locks-rows-set-based.md); the undo takes the hiding along (cascade).
 */
export const newsHidden = pgTable(
  "news_hidden",
  {
    id: serial("id").primaryKey(),
    news: integer("news")
      .notNull()
      .references(() => news.id, { onDelete: "cascade" }),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("news_hidden_news_key").on(t.news)],
);

/**
 * The coverings of the breeding seasons (docs/product.md, "Coverings"). The stallion and the mare
 * are names, of stud horses or of pedigree entries (an outside horse is kept as one): a rename of
 * either carries the covering along (triggers in the migration that creates this table). `seed` is
 * the planner's seed of its foal (0…MAX_SEED, more than an integer holds); `foal` names the foal
 * registered from it, a stud horse: its rename follows, its deletion leaves the covering without.
 */
export const coverings = pgTable(
  "coverings",
  {
    id: serial("id").primaryKey(),
    stallion: text("stallion").notNull(),
    mare: text("mare").notNull(),
    /** YYYY-MM-DD; the season is its year. */
    date: text("date").notNull(),
    status: text("status").$type<(typeof COVERING_STATUSES)[number]>().notNull(),
    note: text("note").notNull().default(""),
    seed: bigint("seed", { mode: "number" }).notNull(),
    foal: text("foal").references(() => horses.name, { onUpdate: "cascade", onDelete: "set null" }),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A season newest first (the admin page), a stallion's season (his page), the renames' look-ups.
    index("coverings_date_idx").on(t.date, t.id),
    index("coverings_stallion_lower_idx").on(sql`lower(${t.stallion})`, t.date),
    index("coverings_mare_lower_idx").on(sql`lower(${t.mare})`),
    // One covering per foal; also what the foreign key's cascades look the foal up by.
    unique("coverings_foal_key").on(t.foal),
    check(
      "coverings_status_known",
      sql`${t.status} in (${sql.raw(COVERING_STATUSES.map((status) => `'${status}'`).join(", "))})`,
    ),
    check("coverings_seed_range", sql`${t.seed} between 0 and ${sql.raw(String(MAX_SEED))}`),
    check("coverings_two_horses", sql`lower(${t.stallion}) <> lower(${t.mare})`),
  ],
);

/**
 * Visitors' requests (docs/product.md, "Requests"): a sale enquiry or a covering request for an
 * outside mare, written by strangers through `/requests`, answered in the admin's inbox. `horse` is
 * the stud horse asked about (a rename carries it along: trigger in the migration that creates this
 * table); the `mare…` columns are the outside mare's, of a covering request only. The contact
 * details (`name`, `contact`, `message`) are erased 90 days after the answer (`erased`). Logged in
 * the change log, but no public page reads it: it raises no data version.
 */
export const requests = pgTable(
  "requests",
  {
    id: serial("id").primaryKey(),
    /** The short reference the visitor's receipt gives (domain/site/requests.ts referenceFrom). */
    reference: text("reference").notNull(),
    kind: text("kind").$type<(typeof REQUEST_KINDS)[number]>().notNull(),
    horse: text("horse").notNull(),
    name: text("name").notNull(),
    contact: text("contact").notNull(),
    message: text("message").notNull().default(""),
    mareName: text("mare_name"),
    mareBreed: text("mare_breed"),
    mareSire: text("mare_sire"),
    mareDam: text("mare_dam"),
    mareGenotype: text("mare_genotype"),
    mareLink: text("mare_link"),
    status: text("status").$type<(typeof REQUEST_STATUSES)[number]>().notNull().default("new"),
    /** Why it was declined (optional); shown to the administrator only. */
    reason: text("reason").notNull().default(""),
    /** The planned covering an approved covering request became. */
    covering: integer("covering").references(() => coverings.id, { onDelete: "set null" }),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
    answered: timestamp("answered", { withTimezone: true }),
    /** When its contact details were erased (null: still held). */
    erased: timestamp("erased", { withTimezone: true }),
  },
  (t) => [
    unique("requests_reference_key").on(t.reference),
    // The inbox newest first, the count of new ones, the erasure's look-up of old answers.
    index("requests_created_idx").on(t.created, t.id),
    index("requests_status_idx").on(t.status),
    index("requests_answered_idx").on(t.answered),
    index("requests_horse_lower_idx").on(sql`lower(${t.horse})`),
    check("requests_kind_known", sql`${t.kind} in (${sql.raw(REQUEST_KINDS.map((kind) => `'${kind}'`).join(", "))})`),
    check(
      "requests_status_known",
      sql`${t.status} in (${sql.raw(REQUEST_STATUSES.map((status) => `'${status}'`).join(", "))})`,
    ),
  ],
);

/**
 * Each well-formed request an address sent within the window (domain REQUEST_LIMITS), stored or
 * not, for the limit per address across app instances; older rows are deleted as new ones come.
 */
export const requestAttempts = pgTable(
  "request_attempts",
  {
    id: serial("id").primaryKey(),
    address: text("address").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("request_attempts_address_idx").on(t.address, t.at), index("request_attempts_at_idx").on(t.at)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * A second administrator's invitation (data/invitations.ts): a one-time link valid
 * INVITATION_HOURS. Only the token's SHA-256 is stored, so the table alone lets no one in; the
 * row goes when the link is taken, withdrawn, replaced by a new link for the same e-mail, or
 * found expired.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("invitations_token_hash_idx").on(t.tokenHash),
    index("invitations_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

/** Failed sign-ins, for throttling per e-mail and per address across app instances. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_email_idx").on(t.email, t.at), index("login_failures_ip_idx").on(t.ip, t.at)],
);

/** Bytes: pg hands back a Buffer, PGlite a Uint8Array; both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The site's own pictures, content-addressed: `hash` is the original file's (see
 * domain/horses/images.ts). The original is kept for re-processing and backups, never served.
 */
export const images = pgTable("images", {
  hash: text("hash").primaryKey(),
  /** Size after turning by the EXIF orientation. */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The original's format as the library read it from its bytes (jpeg, png, webp, heif). */
  format: text("format").notNull(),
  original: bytea("original").notNull(),
  created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
});

/** What is served: each width in each format, without metadata (docs/decisions/0019-pictures-in-the-database.md). */
export const imageVariants = pgTable(
  "image_variants",
  {
    hash: text("hash")
      .notNull()
      .references(() => images.hash, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    format: text("format").$type<ImageFormat>().notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ name: "image_variants_pkey", columns: [t.hash, t.width, t.format] })],
);

/**
 * One row: a number every write to the public data raises, in the write's own transaction
 * (statement triggers on the public tables, in the migration that creates this table). Every
 * app instance keys its cache of public pages by it, so a write through one instance is seen
 * by the next request to any other (docs/decisions/0015-response-cache.md).
 */
export const dataVersion = pgTable(
  "data_version",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(1),
  },
  (t) => [check("data_version_one_row", sql`${t.id} = 1`)],
);

/**
 * One row: a number raised only by writes that change what the pedigree held in memory reads
 * (a horse's or an entry's name, parents, gender, breed, colour, an entry's evaluation and link;
 * a stud horse's category and generation, which choose the herd's reference horses). A ribbon, an
 * evaluation or a sale flag leaves it: the pedigree in memory and the herd's figures survive them
 * (docs/decisions/0041-held-data-follows-writes.md; triggers in the migration that creates it).
 */
export const pedigreeVersion = pgTable(
  "pedigree_version",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(1),
  },
  (t) => [check("pedigree_version_one_row", sql`${t.id} = 1`)],
);

/**
 * Which horses (lower(name)) a write changed for the pedigree, at the pedigree version it raised;
 * a null key: too many or a TRUNCATE, read everything again. Written by triggers, a window of
 * recent versions kept (docs/decisions/0041-held-data-follows-writes.md).
 */
export const pedigreeChanges = pgTable(
  "pedigree_changes",
  {
    version: integer("version").notNull(),
    key: text("key"),
  },
  (t) => [index("pedigree_changes_version_idx").on(t.version)],
);

/**
 * Which stud horses (exact name) a write changed, with their evaluations, ribbons and merits, at
 * the data version it raised; a null horse: read every horse again. Written by triggers, a window
 * of recent versions kept (docs/decisions/0041-held-data-follows-writes.md).
 */
export const recordChanges = pgTable(
  "record_changes",
  {
    version: integer("version").notNull(),
    horse: text("horse"),
  },
  (t) => [index("record_changes_version_idx").on(t.version)],
);

/**
 * The change log (docs/decisions/0030-change-log.md): one row per admin change, what was done to
 * which record by whom. The rows it touched are written by triggers into `change_rows` (migration
 * 0004), only in a transaction that names its change (data/history.ts, recordChange).
 */
export const changes = pgTable(
  "changes",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Who made it: the administrator's e-mail. */
    actor: text("actor").notNull(),
    /** What was done (domain/site/history.ts, CHANGE_KINDS). */
    kind: text("kind").notNull(),
    /** Which record, as people name it (a horse's name, a ribbon's text …). */
    subject: text("subject").notNull(),
    /** The change this one undid (kind `undo`). */
    undoes: integer("undoes"),
    /** False for changes read from a backup: the rows they name are other rows here. */
    undoable: boolean("undoable").notNull().default(true),
  },
  (t) => [index("changes_at_idx").on(t.at), index("changes_kind_idx").on(t.kind, t.id)],
);

/** Every row a change inserted, updated or deleted, before and after (null when it did not exist). */
export const changeRows = pgTable(
  "change_rows",
  {
    id: serial("id").primaryKey(),
    changeId: integer("change_id")
      .notNull()
      .references(() => changes.id, { onDelete: "cascade" }),
    tableName: text("table_name").notNull(),
    rowId: integer("row_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  // (change_id, id): a change's rows in order (the log's first rows, an undo) without reading the others.
  (t) => [
    index("change_rows_change_idx").on(t.changeId, t.id),
    index("change_rows_row_idx").on(t.tableName, t.rowId, t.id),
  ],
);
