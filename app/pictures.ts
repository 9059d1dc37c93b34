/** The names of a picture's fields in a form (app/components/picture-input.tsx, app/uploads.server.ts). */
export interface PictureFields {
  /** The text field with the picture's address: an outside URL (old data) or a stored picture's. */
  url: string;
  /** The file input. */
  file: string;
  /** The "remove the picture" checkbox, where the form has one. */
  remove?: string;
  /** The alt text field, where the form has one. */
  alt?: string;
}

export const HORSE_PICTURE = {
  url: "picture",
  file: "pictureFile",
  remove: "removePicture",
  alt: "pictureAlt",
} as const;
export const RIBBON_PICTURE = { url: "image", file: "imageFile" } as const;
