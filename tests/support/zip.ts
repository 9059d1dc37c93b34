import { crc32, deflateRawSync } from "node:zlib";
import yauzl from "yauzl";

/**
 * Zip files written byte by byte, so the tests can make the hostile ones no zip library would
 * write: names that climb out of the folder, sizes that lie, the same name twice, an encrypted
 * flag, a method nobody reads. Local headers and the central directory say the same.
 */
export interface RawEntry {
  name: string;
  content: Buffer;
  /** 0 stored (default), 8 deflated; anything else is written as given, content stored. */
  method?: number;
  /** The uncompressed size written in the headers (the true one unless given). */
  declaredSize?: number;
  /** The CRC-32 written in the headers (the true one unless given). */
  crc?: number;
  /** General purpose flags: 0x800 (UTF-8 names) unless given; 0x1 is "encrypted". */
  flags?: number;
}

export function rawZip(entries: RawEntry[], options: { declaredEntries?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const method = entry.method ?? 0;
    const data = method === 8 ? deflateRawSync(entry.content) : entry.content;
    const crc = entry.crc ?? crc32(entry.content);
    const size = entry.declaredSize ?? entry.content.length;
    const flags = entry.flags ?? 0x800;

    // The fields both headers share, in the same order: version needed, flags, method, time and
    // date (zero), CRC, sizes, name length.
    const shared = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(flags, at + 2);
      header.writeUInt16LE(method, at + 4);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
      return header;
    };
    const local = shared(Buffer.alloc(30), 4);
    local.writeUInt32LE(0x04034b50, 0);
    locals.push(local, name, data);

    const header = shared(Buffer.alloc(46), 6);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const count = options.declaredEntries ?? entries.length;
  // More entries than 16 bits count: a ZIP64 end record carries the number (its locator points at it).
  const zip64: Buffer[] = [];
  if (count > 0xffff) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(directory.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
    locator.writeUInt32LE(1, 16);
    zip64.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, 0xffff), 8);
  end.writeUInt16LE(Math.min(count, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, ...zip64, end]);
}

/** Every entry of a zip file by name (with yauzl, as the app reads archives). */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await archive.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}
