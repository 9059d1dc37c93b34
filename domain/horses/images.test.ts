import { describe, expect, it } from "vitest";
import { imagePath, imageSrcSet, parseImagePath, storedImage, storedImageRef, variantWidths } from "./images";

const hash = "0123456789abcdef0123456789abcdef";

describe("picture addresses", () => {
  it("reads back what it writes, JPEG as .jpg", () => {
    expect(imagePath({ hash, width: 640, format: "jpeg" })).toBe(`/images/${hash}-640.jpg`);
    expect(parseImagePath(`/images/${hash}-640.jpg`)).toEqual({ hash, width: 640, format: "jpeg" });
    expect(parseImagePath(`/images/${hash}-320.avif`)).toEqual({ hash, width: 320, format: "avif" });
  });

  it("names nothing for other paths", () => {
    for (const path of [
      "/images/front.svg",
      `/images/${hash}-640.jpeg`,
      `/images/${hash}-0640.webp`,
      `/images/${hash.toUpperCase()}-640.webp`,
      `/images/${hash}0-640.webp`,
      `/images/${hash}-640.webp?x`,
      `/images/../${hash}-640.webp`,
    ])
      expect(parseImagePath(path), path).toBeNull();
  });
});

describe("variant widths", () => {
  it("never enlarges: a narrow original stops at its own width", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(500)).toEqual([320, 500]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it("a record's reference tells every width and the share picture", () => {
    expect(storedImage(storedImageRef(hash, 4000))).toEqual({ hash, widths: [320, 640, 1280], shareWidth: 1200 });
    expect(storedImage(storedImageRef(hash, 800))).toEqual({ hash, widths: [320, 640, 800], shareWidth: 800 });
    expect(storedImage(storedImageRef(hash, 200))).toEqual({ hash, widths: [200], shareWidth: 200 });
  });

  it("an outside URL or another format is no stored picture", () => {
    expect(storedImage("https://example.se/häst.jpg")).toBeNull();
    expect(storedImage(`/images/${hash}-640.webp`)).toBeNull();
    expect(storedImage(`/images/${hash}-2000.jpg`)).toBeNull();
    expect(storedImage(null)).toBeNull();
  });

  it("srcset lists each width with its descriptor", () => {
    expect(imageSrcSet({ hash, widths: [320, 500], shareWidth: 500 }, "webp")).toBe(
      `/images/${hash}-320.webp 320w, /images/${hash}-500.webp 500w`,
    );
  });
});
