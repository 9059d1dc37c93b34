import type { Db } from "#data/db";
import { studFile } from "#data/records";
import { storeImage } from "#pictures/store";
import { importStud } from "#transfer/stud";
import { phonePhoto, transparentPng } from "./images";

/** A stud of one horse with an uploaded photo and a ribbon image: two pictures. */
export async function studWithPictures(db: Db) {
  const photo = await storeImage(db, await phonePhoto());
  const ribbon = await storeImage(db, await transparentPng());
  if (!photo.ok || !ribbon.ok) throw new Error("test pictures refused");
  await importStud(
    db,
    studFile.parse({
      horses: [
        {
          name: "Bildexport",
          category: "stallions",
          breed: "a",
          gender: "Hingst",
          picture: photo.ref,
          pictureAlt: "Bildexport i hagen",
          ribbons: [{ text: "1:a", image: ribbon.ref }],
        },
      ],
    }),
  );
  return { photo: photo.ref, ribbon: ribbon.ref };
}
