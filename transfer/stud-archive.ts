import { existsSync } from "node:fs";
import { Readable } from "node:stream";
import { crc32 } from "node:zlib";
import yauzl from "yauzl";
import yazl from "yazl";
import type { Db } from "#data/db";
import type { StudFile } from "#data/records";
import { MAX_IMAGE_BYTES } from "#domain";
import * as texts from "#domain/texts";
import { bufferSource, fileSource, readExport, type ReadExport } from "./old-app-files";
import {
  checkPictures,
  folderPictures,
  pictureFiles,
  picturesFolderOf,
  PICTURES_INDEX,
  type PictureSource,
} from "./picture-files";
import { exportStud, JSON_LAYOUT_MAX_BYTES, StudFileError, studFileText } from "./stud";

/**
 * The backup archive (docs/decisions/0022-backup-archive.md): ONE zip file holding the stud file
 * `stud.json` and its pictures folder `stud.pictures/` in the layout transfer/picture-files.ts writes
 * beside a stud file on disk. The admin downloads it, uploads it back, and the commands read it.
 */
export const ARCHIVE_STUD_FILE = "stud.json";
export const ARCHIVE_PICTURES = picturesFolderOf(ARCHIVE_STUD_FILE);
/** ~9,000 pictures (an original and up to ten variants each); more is no stud's backup. */
export const MAX_ARCHIVE_ENTRIES = 100_000;
const MB = 1024 * 1024;

/**
 * The whole stud as a zip stream: `stud.json` deflated, then every picture file stored as it is
 * (JPEG, WebP and AVIF do not compress further). Each picture is read from the database only
 * when the stream reaches it and the consumer keeps up, so memory holds the stud file and one
 * picture, whatever the number of pictures.
 */
export async function studArchive(db: Db): Promise<{ stud: StudFile; pictures: number; stream: Readable }> {
  const stud = await exportStud(db);
  // Listed after the records were read: every picture they point at is already stored.
  const { count, files } = await pictureFiles(db);
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  zip.on("error", (error: Error) => output.destroy(error));
  zip.addBuffer(Buffer.from(studFileText(stud)), ARCHIVE_STUD_FILE);
  for (const file of files)
    zip.addReadStreamLazy(`${ARCHIVE_PICTURES}/${file.name}`, { compress: false, size: file.size }, (done) =>
      file.bytes().then(
        (bytes) => done(null, Readable.from([bytes])),
        (error: unknown) => done(error, Readable.from([])),
      ),
    );
  zip.end();
  return { stud, pictures: count, stream: output };
}

/** An export read for the import, with what has to be closed once the import is done. */
export interface OpenedExport {
  read: ReadExport;
  close(): void;
}

const t = texts.backup.archive;
const unreadable = texts.studTransfer.unreadable.message;
/** A backup archive is known by its name, as the upload's file picker offers it; its content decides the rest. */
const isArchive = (name: string) => /\.zip$/i.test(name);

/**
 * Reads one file given to the import, the admin's upload or a command's argument (`name` is how
 * messages call it): a backup archive, or a stud file or old-app export (transfer/old-app-files.ts);
 * a stud file's pictures folder beside it (`stud.json` → `stud.pictures/`) comes along. Every
 * picture is checked here, before anything is written.
 */
export async function openExport(file: string, name = file): Promise<OpenedExport> {
  if (isArchive(name)) return openArchive(file, name);
  const read = await readExport(fileSource(file, name));
  const folder = picturesFolderOf(file);
  if (read.layout === "stud-file" && folder !== file && existsSync(folder))
    return { read: { ...read, pictures: await checkPictures(folderPictures(folder)) }, close() {} };
  return { read, close() {} };
}

/**
 * A backup archive, checked as it is opened: its listing (names, declared sizes) before any
 * content is read, then the stud file and every picture. Only `stud.json` and the files of
 * `stud.pictures/` are taken, each name once; no name leaves the archive (it is never unpacked
 * to disk: files are read one at a time from the archive itself). Declared sizes are held to
 * the limits before anything is unpacked and actual sizes to the declared ones while unpacking
 * (yauzl), so a zip bomb stops at its listing. Every file's CRC is checked.
 */
async function openArchive(file: string, name: string): Promise<OpenedExport> {
  const fail = (where: string | null, what: string) => new StudFileError(unreadable(name, where, what));
  let zip: yauzl.ZipFile;
  try {
    // Names are decoded and checked below, so a refused name can be shown.
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: false });
  } catch {
    throw fail(null, t.notZip);
  }
  try {
    const entries = await listEntries(zip, fail);
    if (!entries.has(ARCHIVE_STUD_FILE)) throw fail(null, t.noStudFile);
    const readEntry = async (entryName: string) => {
      const entry = entries.get(entryName)!;
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
        const bytes = Buffer.concat(chunks);
        if (crc32(bytes) === entry.crc32) return bytes;
      } catch {
        // A stream that ends early, inflates to more or less than declared, or is no deflate data.
      }
      throw fail(entryName, t.corrupt);
    };
    const read = await readExport(bufferSource(`${name}/${ARCHIVE_STUD_FILE}`, await readEntry(ARCHIVE_STUD_FILE)));
    const prefix = `${ARCHIVE_PICTURES}/`;
    const pictureNames = [...entries.keys()].filter((entryName) => entryName.startsWith(prefix));
    if (pictureNames.length === 0) return { read, close: () => zip.close() };
    const source: PictureSource = {
      file: name,
      where: (picture) => prefix + picture,
      sizes: new Map(
        pictureNames.map((entryName) => [entryName.slice(prefix.length), entries.get(entryName)!.uncompressedSize]),
      ),
      read: (picture) => readEntry(prefix + picture),
    };
    return { read: { ...read, pictures: await checkPictures(source) }, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * The archive's listing, every entry checked before any content is read: a safe name of this
 * layout, once, unencrypted, stored or deflated, and no larger than it may be, alone and together.
 */
async function listEntries(
  zip: yauzl.ZipFile,
  fail: (where: string | null, what: string) => StudFileError,
): Promise<Map<string, yauzl.Entry>> {
  if (zip.entryCount > MAX_ARCHIVE_ENTRIES) throw fail(null, t.tooManyEntries(MAX_ARCHIVE_ENTRIES));
  const entries = new Map<string, yauzl.Entry>();
  let pictures = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const entryName = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        true,
      );
      if (yauzl.validateFileName(entryName) !== null) throw fail(entryName, t.unsafeName);
      // A folder entry, as other zip tools write one: nothing to read.
      if (entryName === `${ARCHIVE_PICTURES}/` && entry.uncompressedSize === 0) continue;
      const inPictures = entryName.startsWith(`${ARCHIVE_PICTURES}/`);
      const rest = entryName.slice(ARCHIVE_PICTURES.length + 1);
      if (entryName !== ARCHIVE_STUD_FILE && !(inPictures && rest !== "" && !rest.includes("/")))
        throw fail(entryName, t.unknownEntry);
      if (entries.has(entryName)) throw fail(entryName, t.duplicate);
      if (entry.isEncrypted()) throw fail(entryName, t.encrypted);
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
        throw fail(entryName, t.unsupportedCompression);
      const json = entryName === ARCHIVE_STUD_FILE || rest === PICTURES_INDEX;
      const limit = json ? JSON_LAYOUT_MAX_BYTES : MAX_IMAGE_BYTES;
      if (entry.uncompressedSize > limit) throw fail(entryName, t.entryTooLarge(limit / MB));
      if (!json) pictures += entry.uncompressedSize;
      entries.set(entryName, entry);
    }
  } catch (error) {
    if (error instanceof StudFileError) throw error;
    // A listing that contradicts itself (bad signatures, sizes beyond the file, …).
    throw fail(null, t.notZip);
  }
  // Pictures do not compress: unpacked they are about as large as packed, so more than twice the
  // archive is a zip bomb, however small each entry claims to be.
  if (pictures > 2 * zip.fileSize) throw fail(null, t.unpackedTooLarge);
  return entries;
}
